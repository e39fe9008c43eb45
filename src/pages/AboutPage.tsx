import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { AboutContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Icon, isIconName } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { Paragraphs } from '../ui/TextList';
import { BESIDE_TEXT, imageUrl } from '../ui/images';
import { Logo } from '../ui/Logo';

const FACT_LABELS = [
	[ 'location', 'Location' ],
	[ 'background', 'Background' ],
	[ 'specialty', 'Specialty' ],
	[ 'family', 'Family' ],
] as const;

interface AboutViewProps {
	content: AboutContent;
	authorName: string;
}

export function AboutView( { content, authorName }: AboutViewProps ) {
	return (
		<>
			<header className="page-header page-header--about">
				<div className="container">
					<Logo className="page-header__logo" size={ 64 } />
					<h1 className="page-header__title">
						{ content.pageTitle }
					</h1>
					<p className="page-header__description">
						{ content.pageSubtitle }
					</p>
				</div>
			</header>
			<section className="section" aria-labelledby="story-title">
				<div className="container story">
					<img
						className="story__portrait"
						src={ imageUrl( 'author.svg' ) }
						{ ...BESIDE_TEXT }
						width="480"
						height="600"
						alt={ `Portrait of ${ authorName }` }
					/>
					<div className="story__body">
						<h2 id="story-title" className="section__title">
							{ content.storyTitle }
						</h2>
						<Paragraphs items={ content.storyParagraphs } />
						<aside className="facts" aria-labelledby="facts-title">
							<h3 id="facts-title" className="facts__title">
								Quick Facts
							</h3>
							<dl className="facts__list">
								{ FACT_LABELS.map( ( [ key, label ] ) => (
									<div key={ key } className="facts__item">
										<dt>{ label }</dt>
										<dd>{ content.quickFacts[ key ] }</dd>
									</div>
								) ) }
							</dl>
						</aside>
					</div>
				</div>
			</section>
			<section
				className="section section--tinted"
				aria-labelledby="philosophy-title"
			>
				<figure className="container container--narrow philosophy">
					<h2 id="philosophy-title" className="section__title">
						Writing Philosophy
					</h2>
					<blockquote className="philosophy__quote">
						<p>{ content.writingPhilosophy }</p>
					</blockquote>
				</figure>
			</section>
			<section className="section" aria-labelledby="interests-title">
				<div className="container">
					<h2 id="interests-title" className="section__title">
						When I’m Not Writing
					</h2>
					<ul className="cards">
						{ content.interests.map( ( interest ) => (
							<li key={ interest.title } className="card">
								<span className="card__icon">
									<Icon
										name={
											isIconName( interest.icon )
												? interest.icon
												: 'heart'
										}
									/>
								</span>
								<h3 className="card__title">
									{ interest.title }
								</h3>
								<p>{ interest.description }</p>
							</li>
						) ) }
					</ul>
				</div>
			</section>
			<section
				className="section section--dark"
				aria-labelledby="connect-title"
			>
				<div className="container container--narrow connect">
					<h2 id="connect-title" className="section__title">
						{ content.connectTitle }
					</h2>
					<p>{ content.connectDescription }</p>
					<div className="actions actions--center">
						<Link className="button button--light" to="/contact">
							Get In Touch
						</Link>
						<Link
							className="button button--outline-light"
							to="/contact#newsletter"
						>
							Join My Newsletter
						</Link>
					</div>
				</div>
			</section>
		</>
	);
}

export function AboutPage() {
	const { content, loading } = usePageContent( 'about' );
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the about page…" />;
	}
	return (
		<AboutView content={ content } authorName={ getConfig().authorName } />
	);
}
