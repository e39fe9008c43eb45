import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { BooksContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';
import { Stars } from '../ui/Stars';
import { Badges, Paragraphs } from '../ui/TextList';
import { BESIDE_TEXT, imageUrl } from '../ui/images';
import { READER_QUOTES } from './readerQuotes';

interface BooksViewProps {
	content: BooksContent;
	authorName: string;
}

export function BooksView( { content, authorName }: BooksViewProps ) {
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<section className="section" aria-labelledby="book-title">
				<div className="container book-card">
					<div className="book-card__cover">
						<img
							className="cover"
							src={ imageUrl( 'cover.svg' ) }
							{ ...BESIDE_TEXT }
							width="600"
							height="900"
							alt={ `Cover of ${ content.title } by ${ authorName }` }
						/>
					</div>
					<div className="book-card__body">
						<h2 id="book-title" className="book-card__title">
							{ content.title }
						</h2>
						<p className="book-card__subtitle">
							{ content.subtitle }
						</p>
						<p className="book-card__release">
							{ content.releaseDate }
						</p>
						<Badges items={ content.tropes } label="Tropes" />
						<p className="lead">{ content.description }</p>
						<Paragraphs items={ content.synopsis } />
						<p className="callout">{ content.callout }</p>
						<a
							className="button button--primary"
							href={ content.amazonUrl }
						>
							Get Your Copy
							<Icon name="external" />
						</a>
					</div>
				</div>
			</section>
			<section
				id="sample"
				className="section section--tinted sample"
				aria-labelledby="sample-title"
				tabIndex={ -1 }
			>
				<div className="container container--narrow">
					<h2 id="sample-title" className="section__title">
						{ content.sampleTitle }
					</h2>
					<div className="sample__text">
						<Paragraphs items={ content.sampleText } />
					</div>
					<a
						className="button button--primary"
						href={ content.amazonUrl }
					>
						Read Full Book
						<Icon name="external" />
					</a>
				</div>
			</section>
			<section className="section" aria-labelledby="reviews-title">
				<div className="container">
					<h2 id="reviews-title" className="section__title">
						What Readers Are Saying
					</h2>
					<ul className="reviews">
						{ READER_QUOTES.map( ( review ) => (
							<li key={ review.source } className="review">
								<figure>
									<Stars />
									<blockquote>
										<p>{ review.quote }</p>
									</blockquote>
									<figcaption>{ `— ${ review.source }` }</figcaption>
								</figure>
							</li>
						) ) }
					</ul>
				</div>
			</section>
			<section
				className="section section--dark coming-soon"
				aria-labelledby="coming-soon-title"
			>
				<div className="container container--narrow">
					<p className="eyebrow">The Medallion Series, Book 2</p>
					<h2 id="coming-soon-title" className="section__title">
						Coming Soon
					</h2>
					<p>
						Élise’s brother has secrets of his own. Be the first to
						hear the title, see the cover and read the opening
						chapter.
					</p>
					<Link
						className="button button--light"
						to="/contact#newsletter"
					>
						Get Notified
					</Link>
				</div>
			</section>
		</>
	);
}

export function BooksPage() {
	const { content, loading } = usePageContent( 'books' );
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the books page…" />;
	}
	return (
		<BooksView content={ content } authorName={ getConfig().authorName } />
	);
}
