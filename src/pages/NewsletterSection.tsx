/**
 * A tinted band holding the newsletter signup (Home, Contact, a book's page).
 */
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { Section } from '../ui/Section';

interface NewsletterSectionProps {
	/** Prefix of the signup's element ids; its heading is `${ idPrefix }-title`. */
	idPrefix: string;
	title: string;
	description: string;
	/** An id others link to (#newsletter). */
	anchor?: string;
	/** The Constant Contact form a page names; null or absent: the site's form. */
	formId?: number | null;
	/** Shown on success instead of the provider's line. */
	successMessage?: string;
}

export function NewsletterSection( {
	idPrefix,
	title,
	description,
	anchor,
	formId,
	successMessage,
}: NewsletterSectionProps ) {
	return (
		<Section
			anchor={ anchor }
			className="section section--tinted"
			titleId={ `${ idPrefix }-title` }
		>
			<NewsletterSignup
				idPrefix={ idPrefix }
				title={ title }
				description={ description }
				formId={ formId }
				successMessage={ successMessage }
			/>
		</Section>
	);
}
