import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';
import { siteEval } from '../support/cache-site';
import { SERVERS } from '../support/cluster';
import { restHeaders } from '../support/session';
import { logIn } from '../support/wp';

/*
 * The editor's Preview of a content page on the cluster (docs/hosting.md,
 * docs/whole-site.md#previews): an autosave saved through one PHP server
 * shows in the preview opened on either, past the page cache, after each
 * server has shown an older one.
 */

/** The home route's content page. */
const homeId = (): number =>
	Number( siteEval( "echo get_page_by_path( 'homepage-content' )->ID;" ) );

/** Takes the author's autosaves of the page out (the published text stays). */
function dropAutosave( id: number ): void {
	siteEval( `
		$autosave = wp_get_post_autosave( ${ id } );
		if ( $autosave ) {
			wp_delete_post_revision( $autosave );
		}
	` );
}

/**
 * Autosaves the home page with a new subtitle through one server, in the
 * logged-in page's session, as the block editor does; returns the preview
 * link WordPress gives the editor.
 *
 * @param page     Logged in, on a theme view.
 * @param server   One of SERVERS.
 * @param id       The page's id.
 * @param subtitle The unsaved subtitle.
 */
async function autosave(
	page: Page,
	server: ( typeof SERVERS )[ number ],
	id: number,
	subtitle: string
): Promise< string > {
	const headers = await restHeaders( page );
	const current = await page.request.get(
		`${ server.url }/wp-json/wp/v2/pages/${ id }?context=edit`,
		{ headers }
	);
	expect( current.headers()[ 'x-php-server' ] ).toBe( server.name );
	const { content, title } = await current.json();
	const raw: string = content.raw;
	const section =
		/("authorSiteSection":"hero_subtitle"[\s\S]*?<p>)[\s\S]*?(<\/p>)/;
	expect( raw ).toMatch( section );
	const saved = await page.request.post(
		`${ server.url }/wp-json/wp/v2/pages/${ id }/autosaves`,
		{
			headers,
			data: {
				content: raw.replace( section, `$1${ subtitle }$2` ),
				title: title.raw,
			},
		}
	);
	expect( saved.status() ).toBe( 200 );
	expect( saved.headers()[ 'x-php-server' ] ).toBe( server.name );
	return ( await saved.json() ).preview_link as string;
}

/**
 * The preview link opened on one server: its hop to the route, then the
 * route's page, both answered by that server.
 *
 * @param page   Logged in.
 * @param server One of SERVERS.
 * @param link   The preview link.
 * @return The page's HTML.
 */
async function preview(
	page: Page,
	server: ( typeof SERVERS )[ number ],
	link: string
): Promise< string > {
	const asked = new URL( link );
	const hop = await page.request.get(
		server.url + asked.pathname + asked.search,
		{ maxRedirects: 0 }
	);
	expect( hop.status(), `the link on ${ server.name }` ).toBe( 302 );
	expect( hop.headers()[ 'x-php-server' ] ).toBe( server.name );
	const target = new URL( hop.headers().location ?? '', link );
	const response = await page.request.get(
		server.url + target.pathname + target.search
	);
	expect( response.status(), `the preview on ${ server.name }` ).toBe( 200 );
	expect( response.headers()[ 'x-php-server' ] ).toBe( server.name );
	return response.text();
}

test( 'an autosave saved through one server shows in the preview on each', async ( {
	page,
} ) => {
	const id = homeId();
	dropAutosave( id );
	try {
		await logIn( page );
		await page.goto( '/' );
		await appReady( page );
		const first = `First unsaved subtitle ${ Date.now() }`;
		const firstLink = await autosave( page, SERVERS[ 0 ], id, first );
		for ( const server of SERVERS ) {
			expect( await preview( page, server, firstLink ) ).toContain(
				first
			);
		}
		// Both servers (and the object cache) have shown the first; the next
		// autosave goes through the first server, the other shows it first.
		const second = `Second unsaved subtitle ${ Date.now() }`;
		const secondLink = await autosave( page, SERVERS[ 0 ], id, second );
		for ( const server of [ ...SERVERS ].reverse() ) {
			const served = await preview( page, server, secondLink );
			expect( served, server.name ).toContain( second );
			expect( served, server.name ).not.toContain( first );
		}
	} finally {
		dropAutosave( id );
	}
} );
