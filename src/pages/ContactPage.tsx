import { getConfig, type WpformsConfig } from '../config/config';
import { ContactForm } from '../contact/ContactForm';
import type { ContactContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';

interface ContactViewProps {
	content: ContactContent;
	contactEmail: string;
	/** The author's WPForms form; null (the default): the email fallback. */
	wpforms?: WpformsConfig | null;
	ajaxUrl?: string;
}

export function ContactView( {
	content,
	contactEmail,
	wpforms = null,
	ajaxUrl,
}: ContactViewProps ) {
	const email = content.contactInfo.email || contactEmail;
	const phone = content.contactInfo.phone;
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<div className="section section--tight">
				<div className="container contact-grid">
					<section
						className="panel"
						aria-labelledby="contact-form-title"
					>
						<h2 id="contact-form-title" className="panel__title">
							{ content.formTitle }
						</h2>
						<p>{ content.formDescription }</p>
						<ContactForm
							to={ email }
							wpforms={ wpforms }
							ajaxUrl={ ajaxUrl }
						/>
					</section>
					<aside className="contact-aside">
						<section
							className="panel panel--tinted"
							aria-labelledby="contact-info-title"
						>
							<h2
								id="contact-info-title"
								className="panel__title"
							>
								Contact Information
							</h2>
							<ul className="contact-info">
								<li>
									<Icon name="mail" />
									<span className="contact-info__label">
										Email
									</span>
									<a href={ `mailto:${ email }` }>
										{ email }
									</a>
								</li>
								<li>
									<Icon name="map-pin" />
									<span className="contact-info__label">
										Location
									</span>
									<span>
										{ content.contactInfo.location }
									</span>
								</li>
								{ phone && (
									<li>
										<Icon name="phone" />
										<span className="contact-info__label">
											Phone
										</span>
										<a
											href={ `tel:${ phone.replace( /[^\d+]/g, '' ) }` }
										>
											{ phone }
										</a>
									</li>
								) }
							</ul>
						</section>
						<section
							className="panel panel--tinted"
							aria-labelledby="response-time-title"
						>
							<h2
								id="response-time-title"
								className="panel__title"
							>
								<Icon name="clock" />
								<span>Response Time</span>
							</h2>
							<p>
								I read every message myself and reply within
								24-48 hours. For urgent inquiries, please
								mention URGENT at the start of your message.
							</p>
						</section>
					</aside>
				</div>
			</div>
			<section
				id="newsletter"
				className="section section--tinted"
				aria-labelledby="contact-newsletter-title"
				tabIndex={ -1 }
			>
				<div className="container">
					<NewsletterSignup
						idPrefix="contact-newsletter"
						title={ content.newsletterTitle }
						description={ content.newsletterDescription }
					/>
				</div>
			</section>
		</>
	);
}

export function ContactPage() {
	const { content, loading } = usePageContent( 'contact' );
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the contact page…" />;
	}
	const config = getConfig();
	return (
		<ContactView
			content={ content }
			contactEmail={ config.contactEmail }
			wpforms={ config.contact.wpforms }
			ajaxUrl={ config.ajaxUrl }
		/>
	);
}
