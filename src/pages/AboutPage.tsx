/** The About page. */
import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { AboutContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Actions } from '../ui/Actions';
import { CallToAction } from '../ui/CallToAction';
import { Icon, isIconName } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';
import { AuthorPortrait } from '../ui/Picture';
import { Section, TitledSection } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';
import { pagesCopy } from '../i18n/copy';

const COPY = pagesCopy.about;

/** The quick facts' keys, in order. */
const FACT_KEYS = Object.keys( COPY.facts ) as Array< keyof typeof COPY.facts >;

interface AboutViewProps {
	content: AboutContent;
	authorName: string;
}

/** The portrait, the author's story and the quick facts. */
function Story( { content, authorName }: AboutViewProps ) {
	return (
		<Section titleId="story-title" containerClassName="container story">
			<AuthorPortrait authorName={ authorName } />
			<div className="story__body">
				<h2 id="story-title" className="section__title">
					{ content.storyTitle }
				</h2>
				<Paragraphs items={ content.storyParagraphs } />
				<aside className="facts" aria-labelledby="facts-title">
					<h3 id="facts-title" className="facts__title">
						{ COPY.factsTitle }
					</h3>
					<dl className="facts__list">
						{ FACT_KEYS.map( ( key ) => (
							<div key={ key } className="facts__item">
								<dt>{ COPY.facts[ key ] }</dt>
								<dd>{ content.quickFacts[ key ] }</dd>
							</div>
						) ) }
					</dl>
				</aside>
			</div>
		</Section>
	);
}

/** What the author does when she is not writing, one card each. */
function Interests( {
	interests,
}: {
	interests: AboutContent[ 'interests' ];
} ) {
	return (
		<TitledSection titleId="interests-title" title={ COPY.interestsTitle }>
			<ul className="cards">
				{ interests.map( ( interest ) => (
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
						<h3 className="card__title">{ interest.title }</h3>
						<p>{ interest.description }</p>
					</li>
				) ) }
			</ul>
		</TitledSection>
	);
}

export function AboutView( { content, authorName }: AboutViewProps ) {
	return (
		<>
			<PageHeader
				className="page-header page-header--about"
				logo
				title={ content.pageTitle }
				description={ content.pageSubtitle }
			/>
			<Story content={ content } authorName={ authorName } />
			<TitledSection
				className="section section--tinted"
				containerTag="figure"
				containerClassName="container container--narrow philosophy"
				titleId="philosophy-title"
				title={ COPY.philosophyTitle }
			>
				<blockquote className="philosophy__quote">
					<p>{ content.writingPhilosophy }</p>
				</blockquote>
			</TitledSection>
			<Interests interests={ content.interests } />
			<CallToAction
				titleId="connect-title"
				title={ content.connectTitle }
				text={ content.connectDescription }
			>
				<Actions centred>
					<Link className="button button--light" to="/contact">
						{ COPY.contactButton }
					</Link>
					<Link
						className="button button--outline-light"
						to="/contact#newsletter"
					>
						{ COPY.newsletterButton }
					</Link>
				</Actions>
			</CallToAction>
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
