/**
 * docs/forms.md#newsletter-answers and #newsletter-states: every message, word
 * for word. They live in ./copy.json, which the first view reads too
 * (inc/render/newsletter.php).
 */
import { fill } from '../ui/fill';
import { newsletterCopy as copy } from '../i18n/copy';

interface NewsletterMessages {
	/** No configuration could be found (nothing threw). */
	readonly missing: string;
	/** Loading the configuration threw (network, timeout, server error, bad JSON). */
	readonly loadFailed: string;
	/** A submit was attempted without a configuration. */
	readonly unavailable: string;
	/** The provider answered, but not with success, and gave no message. */
	readonly provider: string;
	/** Any other failure of a submit. */
	readonly generic: string;
	/** Success, when the provider gave no message. */
	readonly success: string;
	/** Success, as announced to screen readers. */
	readonly successAnnouncement: string;
	/** docs/forms.md#newsletter-fields. */
	readonly invalidEmail: string;
}

export const NEWSLETTER_MESSAGES: NewsletterMessages = copy.messages;

/**
 * docs/forms.md#newsletter-answers: a submit answered with a non-ok HTTP status.
 *
 * @param status The HTTP status code.
 */
export function httpStatusMessage( status: number ): string {
	return fill( copy.httpStatus, { status: String( status ) } );
}
