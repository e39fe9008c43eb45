import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { HomeContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { Badges, Paragraphs } from '../ui/TextList';
import { BESIDE_TEXT, imageUrl } from '../ui/images';

interface HomeViewProps {
	content: HomeContent;
	purchaseUrl: string;
	authorName: string;
}

export function HomeView( {
	content,
	purchaseUrl,
	authorName,
}: HomeViewProps ) {
	const lines = content.heroTitle;
	return (
		<>
			<section className="hero">
				<div className="container hero__inner">
					<h1 className="hero__title">
						{ lines.map( ( line, index ) => (
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
					<div className="actions">
						<Link className="button button--primary" to="/books">
							Discover the Book
						</Link>
						<Link
							className="button button--ghost"
							to="/contact#newsletter"
						>
							Join the VIP List
						</Link>
					</div>
				</div>
			</section>
			<section
				className="section feature"
				aria-labelledby="feature-title"
			>
				<div className="container feature__grid">
					<div className="feature__cover">
						<img
							className="cover"
							src={ imageUrl( 'cover.svg' ) }
							{ ...BESIDE_TEXT }
							width="600"
							height="900"
							alt={ `Cover of ${ content.bookTitle } by ${ authorName }` }
						/>
					</div>
					<div className="feature__body">
						<p className="eyebrow">{ content.trailerTitle }</p>
						<h2 id="feature-title" className="feature__title">
							{ content.bookTitle }
						</h2>
						<Badges items={ content.tropes } label="Tropes" />
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
						<div className="actions">
							<a
								className="button button--primary"
								href={ purchaseUrl }
							>
								Purchase Now
								<Icon name="external" />
							</a>
							<Link
								className="button button--ghost"
								to="/books#sample"
							>
								Read Sample
							</Link>
						</div>
					</div>
				</div>
			</section>
			<section className="section praise" aria-label="Praise">
				<figure className="container praise__figure">
					<blockquote className="praise__quote">
						<p>{ content.praiseQuote }</p>
					</blockquote>
					<figcaption className="praise__source">
						{ content.praiseSource }
					</figcaption>
				</figure>
			</section>
			<section
				className="section section--tinted"
				aria-labelledby="home-newsletter-title"
			>
				<div className="container">
					<NewsletterSignup
						idPrefix="home-newsletter"
						title="Join the VIP List"
						description="Exclusive excerpts, early news about Book 2 and reader-only giveaways — straight to your inbox."
					/>
				</div>
			</section>
		</>
	);
}

export function HomePage() {
	const { content, loading } = usePageContent( 'home' );
	// The retailer link lives on the Books page; its default serves until it arrives.
	const books = usePageContent( 'books' );
	useDocumentTitle( 'Home' );
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
