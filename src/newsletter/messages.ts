/**
 * docs/forms.md#newsletter-answers and #newsletter-states: every message, word for word.
 */
export const NEWSLETTER_MESSAGES = {
	/** No configuration could be found (nothing threw). */
	missing:
		'Newsletter signup is temporarily unavailable while the form configuration is missing. Please try again later.',
	/** Loading the configuration threw (network, timeout, server error, bad JSON). */
	loadFailed:
		'Unable to load newsletter signup configuration. Please try again later.',
	/** A submit was attempted without a configuration. */
	unavailable: 'Newsletter signup is currently unavailable.',
	/** The provider answered, but not with success, and gave no message. */
	provider:
		'There was a problem submitting the form. Please try again or contact support.',
	/** Any other failure of a submit. */
	generic: 'Failed to subscribe. Please try again.',
	/** Success, when the provider gave no message. */
	success: 'Thanks for subscribing!',
	/** Success, as announced to screen readers. */
	successAnnouncement: 'Thank you for subscribing!',
	/** docs/forms.md#newsletter-fields. */
	invalidEmail: 'Please enter a valid email address',
} as const;

/**
 * docs/forms.md#newsletter-answers: a submit answered with a non-ok HTTP status.
 *
 * @param status The HTTP status code.
 */
export function httpStatusMessage( status: number ): string {
	return `Unable to submit form (status ${ status }).`;
}
