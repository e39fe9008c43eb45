/** The Home page. */
import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { HomeContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Actions } from '../ui/Actions';
import { ExternalButton } from '../ui/ExternalButton';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { BookCover } from '../ui/Picture';
import { Section } from '../ui/Section';
import { Badges, Paragraphs } from '../ui/TextList';
import { uiCopy, pagesCopy } from '../i18n/copy';
import { NewsletterSection } from './NewsletterSection';

const COPY = pagesCopy.home;

interface HomeViewProps {
	content: HomeContent;
	purchaseUrl: string;
	authorName: string;
}

/** The opening band: the title in lines (the third highlighted) and two buttons. */
function Hero( { content }: { content: HomeContent } ) {
	return (
		<Section className="hero" containerClassName="container hero__inner">
			<h1 className="hero__title">
				{ content.heroTitle.map( ( line, index ) => (
					<span
						key={ index }
						className={
							index === 2
								? 'hero__line hero__line--highlight'
								: 'hero__line'
						}
					>
						{ line }
					</span>
				) ) }
			</h1>
			<p className="hero__subtitle">{ content.heroSubtitle }</p>
			<Actions>
				<Link className="button button--primary" to="/books">
					{ COPY.discoverButton }
				</Link>
				<Link className="button button--ghost" to="/contact#newsletter">
					{ COPY.vipButton }
				</Link>
			</Actions>
		</Section>
	);
}

/** The featured book: cover, blurb, what readers get and the buy button. */
function Feature( { content, purchaseUrl, authorName }: HomeViewProps ) {
	return (
		<Section
			className="section feature"
			titleId="feature-title"
			containerClassName="container feature__grid"
		>
			<div className="feature__cover">
				<BookCover
					title={ content.bookTitle }
					authorName={ authorName }
				/>
			</div>
			<div className="feature__body">
				<p className="eyebrow">{ content.trailerTitle }</p>
				<h2 id="feature-title" className="feature__title">
					{ content.bookTitle }
				</h2>
				<Badges items={ content.tropes } label={ uiCopy.tropesLabel } />
				<p className="lead">{ content.bookDescription }</p>
				<Paragraphs items={ content.bookExtendedDescription } />
				<p className="callout">{ content.bookCallout }</p>
				<ul className="checklist">
					{ content.features.map( ( feature, index ) => (
						<li key={ index }>
							<Icon name="check" />
							<span>{ feature }</span>
						</li>
					) ) }
				</ul>
				<p className="cta-text">{ content.ctaText }</p>
				<Actions>
					<ExternalButton
						href={ purchaseUrl }
						label={ COPY.purchaseButton }
					/>
					<Link className="button button--ghost" to="/books#sample">
						{ COPY.sampleButton }
					</Link>
				</Actions>
			</div>
		</Section>
	);
}

export function HomeView( props: HomeViewProps ) {
	const { content } = props;
	return (
		<>
			<Hero content={ content } />
			<Feature { ...props } />
			<Section
				className="section praise"
				label={ COPY.praiseLabel }
				containerTag="figure"
				containerClassName="container praise__figure"
			>
				<blockquote className="praise__quote">
					<p>{ content.praiseQuote }</p>
				</blockquote>
				<figcaption className="praise__source">
					{ content.praiseSource }
				</figcaption>
			</Section>
			<NewsletterSection
				idPrefix="home-newsletter"
				title={ COPY.newsletterTitle }
				description={ COPY.newsletterDescription }
			/>
		</>
	);
}

export function HomePage() {
	const { content, loading } = usePageContent( 'home' );
	// The retailer link lives on the Books page.
	const books = usePageContent( 'books' );
	useDocumentTitle( COPY.documentTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the home page…" />;
	}
	return (
		<HomeView
			content={ content }
			purchaseUrl={ books.content.amazonUrl }
			authorName={ getConfig().authorName }
		/>
	);
}
