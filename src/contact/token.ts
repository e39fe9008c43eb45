/**
 * The WPForms anti-spam token (docs/forms.md#wpforms-token), kept fresh the
 * way WPForms' own script keeps it (`initTokenUpdater` in its wpforms.js):
 * a token older than its lifetime (24 h unless the site filters it) is
 * replaced by one from `wpforms_get_token` before the form is sent. A page
 * kept by a page cache, or left open for a day, still sends a valid token.
 * Pure apart from the `fetch` passed in. No React.
 */
import type { WpformsConfig } from '../config/config';
import { ajaxPost } from '../api/ajaxPost';
import { isRecord } from '../api/isRecord';

/** How long the token request may take (ms). */
export const TOKEN_TIMEOUT_MS = 8000;

/** The token the form sends, and when it was made (ms). */
export interface WpformsToken {
	token: string;
	madeAtMs: number;
}

/**
 * The page's token, as the configuration gives it (null without one).
 *
 * @param config The form's configuration.
 * @param nowMs  Now (used when the configuration does not say when).
 */
export function pageToken(
	config: WpformsConfig,
	nowMs: number
): WpformsToken | null {
	return config.token
		? {
				token: config.token,
				madeAtMs:
					config.tokenTime !== undefined
						? config.tokenTime * 1000
						: nowMs,
			}
		: null;
}

/**
 * Whether a token is due for a new one: as old as WPForms' lifetime, or more
 * (its `needsTokenUpdate`).
 *
 * @param config The form's configuration (the lifetime).
 * @param token  The token in use.
 * @param nowMs  Now.
 */
export function tokenDue(
	config: WpformsConfig,
	token: WpformsToken | null,
	nowMs: number
): boolean {
	if ( ! token || config.tokenLifetime === undefined ) {
		return false;
	}
	return nowMs - token.madeAtMs >= config.tokenLifetime * 1000;
}

/**
 * WPForms' answer to `wpforms_get_token` → the token, or null.
 *
 * @param status HTTP status.
 * @param text   The body.
 */
export function readTokenAnswer( status: number, text: string ): string | null {
	if ( status < 200 || status > 299 ) {
		return null;
	}
	let answer: unknown;
	try {
		answer = JSON.parse( text );
	} catch {
		return null;
	}
	const token =
		isRecord( answer ) && answer.success === true && isRecord( answer.data )
			? answer.data.token
			: null;
	return typeof token === 'string' && /^[a-f0-9]{32}$/.test( token )
		? token
		: null;
}

/**
 * Asks WPForms for a new token for the form (`action=wpforms_get_token`,
 * `formId`, as its script posts). Never rejects: null when none came.
 *
 * @param ajaxUrl admin-ajax.php.
 * @param formId  The form.
 * @param fetch   Replaceable in tests.
 */
export async function requestToken(
	ajaxUrl: string,
	formId: number,
	fetch?: typeof window.fetch
): Promise< string | null > {
	try {
		const answer = await ajaxPost(
			ajaxUrl,
			new URLSearchParams( {
				action: 'wpforms_get_token',
				formId: String( formId ),
			} ),
			TOKEN_TIMEOUT_MS,
			fetch
		);
		return readTokenAnswer( answer.status, answer.text );
	} catch {
		return null;
	}
}
