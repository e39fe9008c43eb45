import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * CSP violations as a page sees them, for the specs that check the security
 * policy (csp.spec.ts on the main site, real-plugins/ on the real-plugin
 * site).
 */

declare global {
	interface Window {
		__cspViolations: string[];
	}
}

/**
 * Records CSP violations: the page's `securitypolicyviolation` events (in
 * `window.__cspViolations`, each as "directive blocked URI (file:line)
 * sample") and the browser's console reports.
 *
 * @param page The page, before its first navigation.
 * @return The console reports.
 */
export async function watchCsp( page: Page ): Promise< string[] > {
	const reports: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.text().includes( 'Content Security Policy' ) ) {
			reports.push( message.text() );
		}
	} );
	await page.addInitScript( () => {
		window.__cspViolations = [];
		document.addEventListener(
			'securitypolicyviolation',
			( event ) => {
				window.__cspViolations.push(
					`${ event.effectiveDirective } blocked ${ event.blockedURI } (${ event.sourceFile }:${ event.lineNumber }) ${ event.sample }`
				);
			},
			true
		);
	} );
	return reports;
}

/**
 * The violations the page has recorded so far.
 *
 * @param page The page.
 */
export function violations( page: Page ): Promise< string[] > {
	return page.evaluate( () => window.__cspViolations ?? [ 'not watched' ] );
}

/**
 * Asserts that the page recorded no violation and the console reported none.
 *
 * @param page    The page.
 * @param reports The console reports from watchCsp().
 */
export async function expectNoViolations(
	page: Page,
	reports: string[]
): Promise< void > {
	expect( await violations( page ) ).toEqual( [] );
	expect( reports ).toEqual( [] );
}
