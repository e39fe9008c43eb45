/**
 * The catalogue's schema.org data (docs/books.md#structured-data).
 */
import catalogue from './catalogue.json';
import type { Book, BuyLink, Format, Series } from './types';

/** What the structured data needs from the site. */
export interface JsonLdContext {
	/** The /books route's absolute URL (the featured book's page). */
	booksUrl: string;
	/** The author as the graph refers to her (`@type`, `@id`, `name`, `url`). */
	author: Record< string, unknown >;
}

type JsonObject = Record< string, unknown >;

const FORMATS = Object.keys( catalogue.formats ) as Format[];

/** A book's page: /books for the featured book, else /books/<slug>/. */
export function bookUrl( booksUrl: string, book: Book ): string {
	return book.featured
		? booksUrl
		: `${ booksUrl.replace( /\/$/, '' ) }/${ book.slug }/`;
}

/** One schema.org Offer per store link. */
function offers( book: Book, links: BuyLink[] ): JsonObject[] {
	const availability = book.upcoming ? 'PreOrder' : 'InStock';
	return links.map( ( link ) => ( {
		'@type': 'Offer',
		url: link.url,
		availability: `https://schema.org/${ availability }`,
	} ) );
}

/** The formats a book names in its links or ISBNs, in catalogue.json's order. */
function namedFormats( book: Book ): Format[] {
	return FORMATS.filter(
		( format ) =>
			book.buyLinks.some( ( link ) => link.format === format ) ||
			book.isbns.some( ( isbn ) => isbn.format === format )
	);
}

/** One edition: its format, ISBN and offers (its format's links and the links for every format). */
function edition( book: Book, format: Format ): JsonObject {
	const example: JsonObject = {
		'@type': 'Book',
		bookFormat: `https://schema.org/${ catalogue.formats[ format ].schema }`,
	};
	const isbn = book.isbns.find( ( item ) => item.format === format );
	if ( isbn ) {
		example.isbn = isbn.isbn;
	}
	const links = book.buyLinks.filter(
		( link ) => link.format === format || link.format === null
	);
	if ( links.length ) {
		example.offers = offers( book, links );
	}
	return example;
}

/**
 * A book page's schema.org Book. With no format named, its store links are
 * the Book's own offers.
 */
export function bookJsonLd(
	book: Book,
	context: JsonLdContext,
	image: string | null
): JsonObject {
	const url = bookUrl( context.booksUrl, book );
	const schema: JsonObject = {
		'@type': 'Book',
		'@id': `${ url }#book`,
		name: book.title,
		author: context.author,
		url,
	};
	if ( image !== null ) {
		schema.image = image;
	}
	if ( book.description !== '' ) {
		schema.description = book.description;
	}
	if ( book.releaseDate !== null ) {
		schema.datePublished = book.releaseDate;
	}
	if ( book.series !== '' ) {
		schema.isPartOf = { '@type': 'BookSeries', name: book.series };
	}
	if ( book.seriesNumber !== null ) {
		schema.position = book.seriesNumber;
	}
	const formats = namedFormats( book );
	if ( formats.length ) {
		schema.workExample = formats.map( ( format ) =>
			edition( book, format )
		);
	} else if ( book.buyLinks.length ) {
		schema.offers = offers( book, book.buyLinks );
	}
	return schema;
}

/** A series as a schema.org BookSeries, its books in reading order. */
export function seriesJsonLd(
	series: Series,
	context: JsonLdContext
): JsonObject {
	return {
		'@type': 'BookSeries',
		name: series.name,
		author: context.author,
		hasPart: series.books.map( ( book ) => {
			const url = bookUrl( context.booksUrl, book );
			const part: JsonObject = {
				'@type': 'Book',
				'@id': `${ url }#book`,
				name: book.title,
				url,
			};
			if ( book.seriesNumber !== null ) {
				part.position = book.seriesNumber;
			}
			return part;
		} ),
	};
}
