/**
 * The parts of a book's page beyond its text: series, heat level, notes, stores.
 */
import { Link } from 'react-router-dom';
import catalogueJson from '../books/catalogue.json';
import {
	bookPath,
	seriesLine,
	storeGroups,
	storeLabel,
} from '../books/display';
import type { Book, BuyLink, Format } from '../books/types';
import { booksCopy as copy } from '../i18n/copy';
import { fill } from '../ui/fill';
import { Icon, isIconName, SpriteIcon } from '../ui/Icon';
import STORE_MARKS from '../books/store-marks.json';

/** The series line, linking to the series' page, and its previous and next books. */
export function SeriesLine( {
	book,
	previous,
	next,
	seriesPath = null,
}: {
	book: Book;
	previous: Book | null;
	next: Book | null;
	/** The series' page, or null when it has no address. */
	seriesPath?: string | null;
} ) {
	return (
		<div className="book-page__series">
			<p className="book-page__series-line">
				{ seriesPath === null ? (
					seriesLine( book )
				) : (
					<Link to={ seriesPath }>{ seriesLine( book ) }</Link>
				) }
			</p>
			{ ( previous || next ) && (
				<ul className="book-page__neighbours">
					{ previous && (
						<li>
							{ `${ copy.previousInSeries } ` }
							<Link to={ bookPath( previous ) }>
								{ previous.title }
							</Link>
						</li>
					) }
					{ next && (
						<li>
							{ `${ copy.nextInSeries } ` }
							<Link to={ bookPath( next ) }>{ next.title }</Link>
						</li>
					) }
				</ul>
			) }
		</div>
	);
}

/**
 * The heat level as icons, with its text equivalent.
 */
export function HeatLevel( { level }: { level: number } ) {
	const max = catalogueJson.heat.max;
	return (
		<p className="heat-level">
			<span className="heat-level__text">
				{ fill( copy.heatLevel, {
					level: String( level ),
					max: String( max ),
				} ) }
			</span>
			<span className="heat-level__icons" aria-hidden="true">
				{ Array.from( { length: max }, ( _, index ) => (
					<Icon
						key={ index }
						name="heart"
						className={
							index < level
								? 'heat-level__icon is-on'
								: 'heat-level__icon'
						}
					/>
				) ) }
			</span>
		</p>
	);
}

/**
 * The content notes, closed until the reader opens them.
 */
export function ContentNotes( { notes }: { notes: string[] } ) {
	return (
		<details className="content-notes">
			<summary>{ copy.contentNotes }</summary>
			<ul>
				{ notes.map( ( note, index ) => (
					<li key={ index }>{ note }</li>
				) ) }
			</ul>
		</details>
	);
}

/**
 * A store's icon, from the icons' sprite: the theme's own icon, else its
 * Simple Icons mark, else none.
 */
function StoreIcon( { name }: { name: string | null } ) {
	return name !== null && ( isIconName( name ) || name in STORE_MARKS ) ? (
		<SpriteIcon name={ name } />
	) : null;
}

/** One store link as a button opening in a new tab. */
export function StoreButton( {
	link,
	format,
	text,
}: {
	link: BuyLink;
	format: Format | null;
	text: string;
} ) {
	return (
		<a
			className="button button--store"
			href={ link.url }
			target="_blank"
			rel="noopener noreferrer"
			aria-label={ storeLabel( link, format ) }
		>
			<StoreIcon name={ link.icon } />
			{ text }
		</a>
	);
}

/**
 * The store links grouped by format, each opening in a new tab; `level` is
 * its heading's (3 below a book's own heading in a titled section).
 */
export function StoreLinks( {
	book,
	level = 2,
}: {
	book: Book;
	level?: 2 | 3;
} ) {
	const groups = storeGroups( book );
	if ( groups.length === 0 ) {
		return null;
	}
	const Title = level === 3 ? 'h3' : 'h2';
	const GroupTitle = level === 3 ? 'h4' : 'h3';
	return (
		<div className="book-page__stores">
			<Title id="stores-title" className="book-page__stores-title">
				{ book.upcoming ? copy.preOrderTitle : copy.buyTitle }
			</Title>
			{ groups.map( ( group ) => (
				<div key={ group.format ?? '' } className="store-group">
					<GroupTitle className="store-group__title">
						{ group.format === null
							? copy.allFormats
							: copy.formats[ group.format ] }
					</GroupTitle>
					<ul className="store-group__links">
						{ group.links.map( ( link, index ) => (
							<li key={ index }>
								<StoreButton
									link={ link }
									format={ group.format }
									text={ link.store }
								/>
							</li>
						) ) }
					</ul>
				</div>
			) ) }
		</div>
	);
}

/** The ISBNs, one line a format. */
export function Isbns( { book }: { book: Book } ) {
	return (
		<ul className="book-page__isbns" aria-label={ copy.isbnTitle }>
			{ book.isbns.map( ( isbn ) => (
				<li key={ isbn.format }>
					{ fill( copy.isbnLine, {
						format: copy.formats[ isbn.format ],
						isbn: isbn.isbn,
					} ) }
				</li>
			) ) }
		</ul>
	);
}
