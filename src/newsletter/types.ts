/** What a signup to Constant Contact Forms needs (docs/forms.md#newsletter-configuration). */
export interface NewsletterFormConfig {
	/** The form's post id (hidden `ctct-id`). */
	formId: number;
	/** The form's verify key (hidden `ctct-verify`); may be empty. */
	verify: string;
	/** Position of the form among those rendered (hidden `ctct-instance`). */
	instance: string;
	/** When the server rendered the form, site-local seconds (`ctct_time`). */
	time?: number;
	/** Input names; each carries a hash of the field's settings. */
	fields: {
		email: string;
		firstName?: string;
		lastName?: string;
		/** The list checkboxes' name, e.g. `lists___<md5>[]`. */
		lists?: string;
	};
	/** Constant Contact list ids to subscribe to. */
	lists?: string[];
	optIn?: { name: string; value: string };
}

/** What the visitor typed (docs/forms.md#newsletter-fields). */
export interface NewsletterSubscriber {
	email: string;
	firstName: string;
}
