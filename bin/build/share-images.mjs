/**
 * Raster images made from the theme's SVG artwork, for the places that want
 * a bitmap (runs in `npm run build`, after copy-assets, in Debian's Chromium):
 *
 *   build/images/share.jpg             1200×630, Open Graph / Twitter card: the
 *                                      cover over a blurred, darkened copy of itself
 *   build/images/cover.jpg             600×900, the cover (JSON-LD Book image)
 *   build/images/apple-touch-icon.png  180×180, the favicon on an opaque square
 *
 * No text of its own: the cover already carries the title and the author, so
 * the image never disagrees with the WordPress text.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const images = join( root, 'build', 'images' );

/**
 * An SVG file of assets/images as a data: URL.
 * @param {string} file
 */
const svg = ( file ) =>
	'data:image/svg+xml;base64,' +
	readFileSync( join( root, 'assets', 'images', file ) ).toString( 'base64' );

const SHOTS = [
	{
		file: 'share.jpg',
		width: 1200,
		height: 630,
		html: `<style>
			html,body{margin:0;width:1200px;height:630px;overflow:hidden;background:#3e1020}
			.bg{position:absolute;left:-60px;top:-765px;width:1320px;filter:blur(28px) brightness(.45)}
			.cover{position:absolute;left:405px;top:35px;width:390px;height:585px;box-shadow:0 18px 48px rgba(0,0,0,.55)}
		</style>
		<img class="bg" src="${ svg( 'cover.svg' ) }" alt="">
		<img class="cover" src="${ svg( 'cover.svg' ) }" alt="">`,
	},
	{
		file: 'cover.jpg',
		width: 600,
		height: 900,
		html: `<style>html,body{margin:0}img{display:block;width:600px;height:900px}</style>
		<img src="${ svg( 'cover.svg' ) }" alt="">`,
	},
	{
		file: 'apple-touch-icon.png',
		width: 180,
		height: 180,
		html: `<style>html,body{margin:0;background:#5c1a2b}img{display:block;width:180px;height:180px}</style>
		<img src="${ svg( 'favicon.svg' ) }" alt="">`,
	},
];

const browser = await chromium.launch( chromiumLaunchOptions );
try {
	for ( const shot of SHOTS ) {
		const page = await browser.newPage( {
			viewport: { width: shot.width, height: shot.height },
		} );
		await page.setContent( shot.html );
		await page.evaluate( () =>
			Promise.all(
				Array.from( document.images ).map( ( img ) => img.decode() )
			)
		);
		const jpeg = shot.file.endsWith( '.jpg' );
		await page.screenshot( {
			path: join( images, shot.file ),
			type: jpeg ? 'jpeg' : 'png',
			...( jpeg ? { quality: 85 } : {} ),
		} );
		await page.close();
		console.log( `share-images: build/images/${ shot.file }` );
	}
} finally {
	await browser.close();
}
