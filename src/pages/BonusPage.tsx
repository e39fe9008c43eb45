/** A book's bonus page: a landing page for the reader who finished the book. */
import { bonusPageAt, type BonusPage as BonusPageData } from '../books/bonus';
import { getConfig } from '../config/config';
import { booksCopy } from '../i18n/copy';
import { BookCover } from '../ui/Picture';
import { Section } from '../ui/Section';
import { Paragraphs } from '../ui/TextList';
import { NewsletterSection } from './NewsletterSection';
import { useNoIndex } from './NotFoundPage';
import { useCatalogueRoute } from './useCatalogueRoute';

const COPY = booksCopy.bonus;

interface BonusViewProps {
	page: BonusPageData;
	authorName: string;
}

/**
 * The cover, the bonus's title and teaser, and the signup to the bonus form
 * (docs/books.md#the-bonus-page); no store buttons.
 */
export function BonusView( { page, authorName }: BonusViewProps ) {
	const { book, cover } = page;
	return (
		<>
			<Section
				className="section bonus-page"
				titleId="bonus-title"
				containerClassName="container book-card"
			>
				<div className="book-card__cover">
					<BookCover
						title={ book.title }
						authorName={ authorName }
						image={ cover }
					/>
				</div>
				<div className="book-card__body">
					<p className="eyebrow">{ book.title }</p>
					<h1 id="bonus-title" className="book-card__title">
						{ book.bonusTitle }
					</h1>
					<Paragraphs items={ book.bonusDescription } />
				</div>
			</Section>
			<NewsletterSection
				idPrefix="bonus-newsletter"
				title={ COPY.signupTitle }
				description={ COPY.signupDescription }
				formId={ book.bonusFormId }
				successMessage={ COPY.success }
			/>
		</>
	);
}

/** The bonus page at `/books/<slug>/bonus/` (`/books/bonus/`: the featured book's), else not found. */
export function BonusPage() {
	const route = useCatalogueRoute(
		( data, slug ) =>
			bonusPageAt( data.pages, data.featured, slug ?? null ),
		( page ) => page.book.bonusTitle,
		booksCopy.loading
	);
	useNoIndex();
	if ( route.fallback ) {
		return route.fallback;
	}
	return (
		<BonusView
			key={ route.item.book.slug }
			page={ route.item }
			authorName={ getConfig().authorName }
		/>
	);
}
