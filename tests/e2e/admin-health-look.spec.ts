import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import looks from '../../src/looks/looks.json';
import { axeViolations, expect, test } from './support/fixtures';
import { clearLook, rootProperty, setLook } from './support/looks';
import { logIn, wpEval } from './support/wp';

/*
 * Issue 54: Content Health shows her look (inc/admin/health/look.php): the
 * look she chose, each colour she changed beside the look's own, her fonts,
 * and the contrast of every pair with one of her colours in it. A colour
 * stored past the Customizer that fails a pair is flagged, and visitors'
 * pages draw the look's own colour for it. The look is stored as the
 * Customizer publishes it (theme mods) and removed after. The ratios
 * expected are WCAG's, worked out apart from the theme's code.
 */

const SCREEN = '/wp-admin/themes.php?page=author-site-health';
const SHOTS = process.env.SHOTS_DIR ?? join( 'artifacts', 'shots' );

test.describe.serial( 'her look in Content Health', () => {
	test.beforeAll( () => clearLook() );

	test.afterAll( () => clearLook() );

	test( 'the look, her colour beside the look’s own, her fonts and the contrast of each pair', async ( {
		page,
	} ) => {
		setLook( 'dark', { accent: '#ff8fa0' } );
		wpEval( "set_theme_mod( 'author_site_heading_font', 'fraunces' );" );
		await logIn( page );
		await page.goto( SCREEN );
		const card = page.locator( '[data-health-look="dark"]' );
		await expect(
			page.getByRole( 'heading', { name: 'Your look' } )
		).toBeVisible();
		await expect( card.locator( '[data-kind="look"]' ) ).toHaveText(
			`Look: ${ looks.looks.dark.label }.`
		);
		await expect( card.locator( '[data-kind="heading-font"]' ) ).toHaveText(
			'Headings: Fraunces, your choice.'
		);
		await expect( card.locator( '[data-kind="body-font"]' ) ).toHaveText(
			`Body text: ${ looks.fonts[ 'system-sans' ].label }, the look’s own.`
		);
		await expect(
			card.locator( '.author-site-health__warning' )
		).toHaveCount( 0 );
		const colors = card.locator( '[data-health-look-colors] tbody tr' );
		await expect( colors ).toHaveCount( 1 );
		await expect( colors.locator( 'th, td' ) ).toHaveText( [
			looks.roles.accent.label,
			'#ff8fa0',
			looks.looks.dark.colors.accent,
		] );
		const pairs = card.locator( '[data-health-look-pairs] tbody tr' );
		await expect( pairs.locator( 'th' ) ).toHaveText(
			[ 'tint', 'surface', 'background' ]
				.map(
					( bg ) =>
						`${ looks.roles.accent.label } on ${
							looks.roles[ bg as 'tint' ].label
						}`
				)
				.concat(
					`${ looks.roles.onAccent.label } on ${ looks.roles.accent.label }`
				)
		);
		await expect( pairs.locator( 'td:nth-child(2)' ) ).toHaveText( [
			'7.67:1',
			'8.05:1',
			'8.75:1',
			'8.75:1',
		] );
		await expect( pairs.locator( 'td:nth-child(3)' ) ).toHaveText(
			Array( 4 ).fill( '4.5:1' )
		);
		await expect( pairs.locator( 'td:nth-child(4)' ) ).toHaveText(
			Array( 4 ).fill( 'Passes' )
		);
		expect( await axeViolations( page, [], '[data-health-look]' ) ).toEqual(
			[]
		);
		mkdirSync( SHOTS, { recursive: true } );
		await card.screenshot( { path: join( SHOTS, 'health-look.png' ) } );
		// On a phone the tables fit the card: nothing runs off its side.
		await page.setViewportSize( { width: 375, height: 800 } );
		expect(
			await card.evaluate( ( el ) => el.scrollWidth - el.clientWidth )
		).toBeLessThanOrEqual( 0 );
		await card.screenshot( { path: join( SHOTS, 'health-look-375.png' ) } );
	} );

	test( 'a stored colour under AA is flagged, and visitors see the look’s own', async ( {
		page,
		browser,
	} ) => {
		clearLook();
		// Written past the Customizer, which would refuse it.
		setLook( 'suspense', { text: '#cccccc', accent: '#7a1f35' } );
		await logIn( page );
		await page.goto( SCREEN );
		const card = page.locator( '[data-health-look="suspense"]' );
		await expect(
			card.locator( '.author-site-health__warning[data-role="text"]' )
		).toContainText(
			`Your colour for ${ looks.roles.text.label }, #cccccc, makes text or a control too hard to read`
		);
		await expect(
			card.locator( '.author-site-health__warning[data-role="accent"]' )
		).toHaveCount( 0 );
		const failing = card.locator(
			'[data-health-look-pairs] tr[data-passes="no"]'
		);
		await expect( failing.locator( 'td:nth-child(2)' ) ).toHaveText( [
			'1.39:1',
			'1.55:1',
			'1.61:1',
		] );
		await expect( failing.locator( 'td:nth-child(4)' ) ).toHaveText(
			Array( 3 ).fill( 'Too low' )
		);
		await expect(
			card.locator( '[data-health-look-colors] tr[data-role="text"]' )
		).toHaveAttribute( 'data-state', 'refused' );
		mkdirSync( SHOTS, { recursive: true } );
		await card.screenshot( {
			path: join( SHOTS, 'health-look-refused.png' ),
		} );

		const context = await browser.newContext();
		const visitor = await context.newPage();
		await visitor.goto( '/' );
		expect( await rootProperty( visitor, '--color-text' ) ).toBe(
			looks.looks.suspense.colors.text
		);
		expect( await rootProperty( visitor, '--color-accent' ) ).toBe(
			'#7a1f35'
		);
		await context.close();
	} );
} );
