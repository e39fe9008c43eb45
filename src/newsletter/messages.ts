/**
 * The signup's messages (docs/forms.md#newsletter-answers); copy.json, which
 * inc/render/newsletter/ reads too.
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
	readonly invalidEmail: string;
}

export const NEWSLETTER_MESSAGES: NewsletterMessages = copy.messages;

/** The message for a submit answered with a non-ok HTTP status. */
export function httpStatusMessage( status: number ): string {
	return fill( copy.httpStatus, { status: String( status ) } );
}
