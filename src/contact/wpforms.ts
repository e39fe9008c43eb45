/**
 * The contact form's WPForms Lite submit (docs/forms.md#wpforms-protocol):
 * the request (./wpformsRequest.ts) sent through admin-ajax.php, its answer
 * read (./wpformsAnswer.ts). Pure: no React.
 */
import type { WpformsConfig } from '../config/config';
import { ajaxPostAfter, type SubmitServices } from '../api/ajaxPost';
import { contactRules as rules } from '../i18n/copy';
import type { ContactValues } from './validation';
import { readWpformsAnswer, type WpformsOutcome } from './wpformsAnswer';
import { wpformsFormData, wpformsHoldMs } from './wpformsRequest';

/** docs/forms.md#wpforms-answers: no answer at all (network error, timeout). */
export const SEND_ERROR: string = rules.answers.sendError;

/** docs/remote-calls.md#overview: the contact submit's timeout. */
export const WPFORMS_TIMEOUT_MS = 20_000;

export interface WpformsSubmitOptions extends SubmitServices {
	ajaxUrl: string;
	pageUrl: string;
	pageTitle: string;
	/** The visitor's first input in the form (ms since the epoch). */
	startedAtMs: number;
}

/**
 * Sends the message to the author's WPForms form. Never rejects: every
 * failure is an outcome with the visitor's message.
 *
 * @param config  The form's configuration.
 * @param values  What the visitor typed.
 * @param options Endpoint, page, first-input moment and replaceable services.
 */
export async function submitWpforms(
	config: WpformsConfig,
	values: ContactValues,
	options: WpformsSubmitOptions
): Promise< WpformsOutcome > {
	const now = options.now ?? Date.now;
	try {
		const answer = await ajaxPostAfter( {
			url: options.ajaxUrl,
			holdMs: wpformsHoldMs( options.startedAtMs, now() ),
			body: () =>
				wpformsFormData( config, values, {
					url: options.pageUrl,
					title: options.pageTitle,
					startedAtMs: options.startedAtMs,
					sentAtMs: now(),
				} ),
			timeoutMs: options.timeoutMs ?? WPFORMS_TIMEOUT_MS,
			fetch: options.fetch,
			sleep: options.sleep,
		} );
		return readWpformsAnswer(
			answer.status,
			answer.contentType,
			answer.text,
			config
		);
	} catch {
		return { ok: false, message: SEND_ERROR, fieldErrors: {} };
	}
}
