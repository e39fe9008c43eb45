/**
 * The contact form's own lines, word for word (see docs/forms.md). The
 * first view prints the same (inc/render/page-contact.php).
 */

/** The banner while the form is not connected to WPForms. */
export const UNCONFIGURED_BANNER =
	'This contact form still needs to be connected, so for now please email me directly: sending the form opens your email app with your message ready.';

/** The success panel's line when WPForms sends no confirmation text. */
export const DEFAULT_CONFIRMATION =
	'Thank you for your message. I will get back to you soon.';
