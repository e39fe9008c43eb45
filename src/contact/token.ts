/**
 * The WPForms anti-spam token, renewed before sending when older than its
 * lifetime, as WPForms' own script does (docs/forms.md#wpforms-token).
 */
import type { WpformsConfig } from '../config/config';
import { ajaxPost } from '../api/ajaxPost';
import { isRecord } from '../api/isRecord';

export const TOKEN_TIMEOUT_MS = 8000;

/** The token the form sends, and when it was made (ms). */
export interface WpformsToken {
	token: string;
	madeAtMs: number;
}

/** The page's token from the configuration; made `nowMs` when it does not say when. */
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

/** Whether a token is as old as WPForms' lifetime or more (its `needsTokenUpdate`). */
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

/** WPForms' answer to `wpforms_get_token` → the token, or null. */
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

/** Asks WPForms for a new token as its script does; never rejects (null when none came). */
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
