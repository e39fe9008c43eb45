/** The Contact page. */
import type { ReactNode } from 'react';
import { getConfig, type WpformsConfig } from '../config/config';
import { ContactForm } from '../contact/ContactForm';
import type { ContactContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Icon, type IconName } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { pagesCopy } from '../i18n/copy';
import { NewsletterSection } from './NewsletterSection';

const COPY = pagesCopy.contact;

interface ContactViewProps {
	content: ContactContent;
	contactEmail: string;
	/** The author's WPForms form; null (the default): the email fallback. */
	wpforms?: WpformsConfig | null;
	ajaxUrl?: string;
}

interface ContactLineProps {
	icon: IconName;
	label: string;
	children: ReactNode;
}

/** One line of contact information: icon, label, value. */
function ContactLine( { icon, label, children }: ContactLineProps ) {
	return (
		<li>
			<Icon name={ icon } />
			<span className="contact-info__label">{ label }</span>
			{ children }
		</li>
	);
}

/** How to reach the author besides the form, and how soon she answers. */
function ContactAside( {
	email,
	contactInfo,
}: {
	email: string;
	contactInfo: ContactContent[ 'contactInfo' ];
} ) {
	const phone = contactInfo.phone;
	return (
		<aside className="contact-aside">
			<Panel
				className="panel panel--tinted"
				titleId="contact-info-title"
				title={ COPY.infoTitle }
			>
				<ul className="contact-info">
					<ContactLine icon="mail" label={ COPY.emailLabel }>
						<a href={ `mailto:${ email }` }>{ email }</a>
					</ContactLine>
					<ContactLine icon="map-pin" label={ COPY.locationLabel }>
						<span>{ contactInfo.location }</span>
					</ContactLine>
					{ phone && (
						<ContactLine icon="phone" label={ COPY.phoneLabel }>
							<a
								href={ `tel:${ phone.replace( /[^\d+]/g, '' ) }` }
							>
								{ phone }
							</a>
						</ContactLine>
					) }
				</ul>
			</Panel>
			<Panel
				className="panel panel--tinted"
				titleId="response-time-title"
				title={ COPY.responseTitle }
				icon="clock"
			>
				<p>{ COPY.responseText }</p>
			</Panel>
		</aside>
	);
}

export function ContactView( {
	content,
	contactEmail,
	wpforms = null,
	ajaxUrl,
}: ContactViewProps ) {
	const email = content.contactInfo.email || contactEmail;
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<div className="section section--tight">
				<div className="container contact-grid">
					<Panel
						titleId="contact-form-title"
						title={ content.formTitle }
					>
						<p>{ content.formDescription }</p>
						<ContactForm
							to={ email }
							wpforms={ wpforms }
							ajaxUrl={ ajaxUrl }
						/>
					</Panel>
					<ContactAside
						email={ email }
						contactInfo={ content.contactInfo }
					/>
				</div>
			</div>
			<NewsletterSection
				anchor="newsletter"
				idPrefix="contact-newsletter"
				title={ content.newsletterTitle }
				description={ content.newsletterDescription }
			/>
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
