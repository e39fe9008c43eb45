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
}

export function NewsletterSection( {
	idPrefix,
	title,
	description,
	anchor,
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
			/>
		</Section>
	);
}
