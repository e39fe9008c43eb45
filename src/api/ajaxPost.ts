/**
 * The forms' one way to send: a same-origin POST to admin-ajax with the
 * visitor's cookies, given up after a timeout.
 */

export interface AjaxAnswer {
	status: number;
	contentType: string;
	text: string;
}

/** Resolves after `ms` milliseconds. */
export const wait = ( ms: number ): Promise< void > =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * POSTs the body and reads the whole answer within the timeout. Rejects on a
 * network failure or the timeout; any HTTP answer is returned to the caller.
 */
export function ajaxPost(
	url: string,
	body: FormData | URLSearchParams,
	timeoutMs: number,
	send: typeof fetch = ( ...args ) => fetch( ...args )
): Promise< AjaxAnswer > {
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), timeoutMs );
	return send( url, {
		method: 'POST',
		body,
		credentials: 'include',
		headers: { Accept: 'application/json' },
		signal: controller.signal,
	} )
		.then( async ( response ) => ( {
			status: response.status,
			// Read only by the contact form; stand-in answers may have none.
			contentType: response.headers?.get( 'Content-Type' ) ?? '',
			text: await response.text(),
		} ) )
		.finally( () => clearTimeout( timer ) );
}

/** The replaceable services of a form's submit (tests). */
export interface SubmitServices {
	fetch?: typeof fetch;
	now?: () => number;
	sleep?: ( ms: number ) => Promise< void >;
	timeoutMs?: number;
}

/** A POST that must wait a moment before it leaves (a plugin's time check). */
export interface HeldPost extends Pick< SubmitServices, 'fetch' | 'sleep' > {
	url: string;
	/** How long to wait first (ms). */
	holdMs: number;
	/** The body, built once the wait is over. */
	body: () => FormData | URLSearchParams;
	timeoutMs: number;
}

/** Waits out the hold, then POSTs as `ajaxPost` does. */
export async function ajaxPostAfter( post: HeldPost ): Promise< AjaxAnswer > {
	if ( post.holdMs > 0 ) {
		await ( post.sleep ?? wait )( post.holdMs );
	}
	return ajaxPost( post.url, post.body(), post.timeoutMs, post.fetch );
}
