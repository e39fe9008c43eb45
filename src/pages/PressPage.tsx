/** The press kit at /press (docs/content-format.md#the-press-kit). */
import { useLoaded } from '../api/useLoaded';
import {
	catalogueToday,
	loadCatalogue,
	peekCatalogue,
	type CatalogueData,
} from '../books/store';
import { getConfig } from '../config/config';
import type { ImageAttributes } from '../config/pictures';
import {
	pressBooks,
	pressOriginals,
	pressPublished,
	type PressOriginals,
} from '../content/press';
import {
	loadPageAnswer,
	loadPageContent,
	peekPageAnswer,
	peekPageContent,
} from '../content/store';
import type { ContentByPage } from '../content/types';
import { pagesCopy } from '../i18n/copy';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ContentUnavailable } from '../ui/ContentUnavailable';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';
import { AuthorImage } from '../ui/Picture';
import { Section, TitledSection } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';
import { fill } from '../ui/fill';
import { NotFoundPage } from './NotFoundPage';
import { PressBook } from './PressBook';
import { PressDownload } from './PressDownload';

const COPY = pagesCopy.press;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PressViewProps {
	content: ContentByPage[ 'press' ];
	authorName: string;
	/** The press email: `press_email`, else the contact page's, else the site's. */
	email: string;
	photo: ImageAttributes | null;
	logo: ImageAttributes | null;
	originals: PressOriginals;
	books: CatalogueData;
}

/** The press kit: bios, photo, covers, logo, each book's facts, the press contact. */
export function PressView( {
	content,
	authorName,
	email,
	photo,
	logo,
	originals,
	books,
}: PressViewProps ) {
	const name = { name: authorName };
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<Section
				className="section press"
				titleId="press-author-title"
				containerClassName="container press__author"
			>
				{ photo && (
					<figure className="press__photo">
						<AuthorImage
							image={ photo }
							className="press__picture"
							alt={ fill( COPY.photoAlt, name ) }
						/>
						{ content.photoCredit && (
							<figcaption className="press__credit">
								{ fill( COPY.photoCredit, {
									credit: content.photoCredit,
								} ) }
							</figcaption>
						) }
						{ originals.photo && (
							<PressDownload
								original={ originals.photo }
								what={ COPY.downloadPhoto }
							/>
						) }
					</figure>
				) }
				<div className="press__bios">
					<h2 id="press-author-title" className="section__title">
						{ authorName }
					</h2>
					{ content.pronunciation && (
						<p className="press__pronunciation">
							{ fill( COPY.pronunciation, {
								pronunciation: content.pronunciation,
							} ) }
						</p>
					) }
					<h3 className="press__subtitle">{ COPY.bioShortTitle }</h3>
					<p className="press__bio">{ content.bioShort }</p>
					<h3 className="press__subtitle">{ COPY.bioLongTitle }</h3>
					<Paragraphs items={ content.bioLong } />
				</div>
			</Section>
			<TitledSection
				className="section section--tinted"
				titleId="press-books-title"
				title={ COPY.booksTitle }
			>
				<ul className="press-books">
					{ pressBooks( books.catalogue, books.featured ).map(
						( book ) => (
							<PressBook
								key={ book.featured ? '' : book.slug }
								book={ book }
								pages={ books.pages }
								authorName={ authorName }
								original={ originals.covers[ book.slug ] }
							/>
						)
					) }
				</ul>
			</TitledSection>
			{ logo && (
				<TitledSection
					titleId="press-logo-title"
					title={ COPY.logoTitle }
				>
					<AuthorImage
						image={ logo }
						className="press__logo"
						alt={ fill( COPY.logoAlt, name ) }
					/>
					{ originals.logo && (
						<PressDownload
							original={ originals.logo }
							what={ COPY.downloadLogo }
						/>
					) }
				</TitledSection>
			) }
			<TitledSection
				titleId="press-contact-title"
				title={ COPY.contactTitle }
			>
				<p className="press__contact">
					{ `${ COPY.contactText } ` }
					<a href={ `mailto:${ email }` }>{ email }</a>
				</p>
			</TitledSection>
		</>
	);
}

interface PressData {
	published: boolean;
	content: ContentByPage[ 'press' ];
	contactEmail: string;
	originals: PressOriginals;
	books: CatalogueData;
}

/** The press kit's data from what has arrived: its page, the contact page and the catalogue. */
function pressData(
	answer: unknown,
	content: ContentByPage[ 'press' ],
	contact: ContentByPage[ 'contact' ],
	books: CatalogueData
): PressData {
	return {
		published: pressPublished( answer ),
		content,
		contactEmail: contact.contactInfo.email,
		originals: pressOriginals( answer ),
		books,
	};
}

/** The press kit's data if it has all arrived, here or in the address's document. */
function peekPress( today: string ): PressData | undefined {
	const content = peekPageContent( 'press' );
	const contact = peekPageContent( 'contact' );
	const books = peekCatalogue( today );
	return content && contact && books
		? pressData( peekPageAnswer( 'press' ), content, contact, books )
		: undefined;
}

/** The press kit's data; never rejects. */
async function loadPress( today: string ): Promise< PressData > {
	const [ answer, content, contact, books ] = await Promise.all( [
		loadPageAnswer( 'press' ),
		loadPageContent( 'press' ),
		loadPageContent( 'contact' ),
		loadCatalogue( today ),
	] );
	return pressData( answer, content, contact, books );
}

/** /press: the press kit once published, else the not-found view. */
export function PressPage() {
	const today = catalogueToday();
	const data = useLoaded(
		today,
		() => peekPress( today ),
		() => loadPress( today )
	);
	const missing = data !== undefined && ! data.published;
	useDocumentTitle(
		missing
			? pagesCopy.notFound.title
			: ( data?.content.pageTitle ?? COPY.loading )
	);
	if ( missing ) {
		return <NotFoundPage />;
	}
	if ( ! data ) {
		return <LoadingSpinner label={ COPY.loading } />;
	}
	if ( data.books.failed ) {
		return <ContentUnavailable showRetry />;
	}
	const config = getConfig();
	const email = [
		data.content.pressEmail,
		data.contactEmail,
		config.contactEmail,
	].find( ( candidate ) => EMAIL.test( candidate ) );
	return (
		<PressView
			content={ data.content }
			authorName={ config.authorName }
			email={ email ?? '' }
			photo={ config.pictures.portrait }
			logo={ config.pictures.logo }
			originals={ data.originals }
			books={ data.books }
		/>
	);
}
