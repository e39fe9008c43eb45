/**
 * A book's single values read from the author's text (docs/books.md).
 */
import catalogue from './catalogue.json';

const MONTHS = [
	'jan',
	'feb',
	'mar',
	'apr',
	'may',
	'jun',
	'jul',
	'aug',
	'sep',
	'oct',
	'nov',
	'dec',
];
// A month's full name or its first three letters (a dot after allowed; "Sept" too).
const US_DATE =
	/\b(january|february|march|april|may|june|july|august|september|october|november|december|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.?[ \t\n]+([0-9]{1,2}),?[ \t\n]+([1-9][0-9]{3})\b/i;
const ISO_DATE = /\b([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})\b/;

/** A series number: digits, a decimal part allowed (`2.5`); else null. */
export function readSeriesNumber( text: string ): number | null {
	return /^[0-9]{1,6}(?:\.[0-9]{1,6})?$/.test( text ) ? Number( text ) : null;
}

/** A heat level: one whole number on the scale of catalogue.json; else null. */
export function readHeatLevel( text: string ): number | null {
	if ( ! /^[0-9]$/.test( text ) ) {
		return null;
	}
	const level = Number( text );
	return level >= catalogue.heat.min && level <= catalogue.heat.max
		? level
		: null;
}

/** YYYY-MM-DD when the numbers (month 1–12) make a real calendar day, else null. */
function calendarDay(
	year: number,
	month: number,
	day: number
): string | null {
	const date = new Date( Date.UTC( year, month - 1, day ) );
	if (
		date.getUTCFullYear() !== year ||
		date.getUTCMonth() !== month - 1 ||
		date.getUTCDate() !== day
	) {
		return null;
	}
	const pad = ( n: number, width: number ) =>
		String( n ).padStart( width, '0' );
	return `${ pad( year, 4 ) }-${ pad( month, 2 ) }-${ pad( day, 2 ) }`;
}

/**
 * The first date in the text, `YYYY-MM-DD` or US English (`March 5, 2027`,
 * words around it allowed), as YYYY-MM-DD; null when none or no real day.
 */
export function readReleaseDate( text: string ): string | null {
	const iso = ISO_DATE.exec( text );
	const us = US_DATE.exec( text );
	if ( iso && ( ! us || iso.index <= us.index ) ) {
		return calendarDay(
			Number( iso[ 1 ] ),
			Number( iso[ 2 ] ),
			Number( iso[ 3 ] )
		);
	}
	if ( ! us ) {
		return null;
	}
	const month = MONTHS.indexOf( us[ 1 ]!.slice( 0, 3 ).toLowerCase() ) + 1;
	return calendarDay( Number( us[ 3 ] ), month, Number( us[ 2 ] ) );
}

/** Whether the digits end in a right ISBN-10 (mod 11) or ISBN-13 (mod 10) check digit. */
function isbnChecks( digits: string ): boolean {
	if ( /^[0-9]{9}[0-9X]$/.test( digits ) ) {
		let sum = 0;
		for ( let i = 0; i < 10; i++ ) {
			const digit = digits[ i ] === 'X' ? 10 : Number( digits[ i ] );
			sum += digit * ( 10 - i );
		}
		return sum % 11 === 0;
	}
	if ( /^97[89][0-9]{10}$/.test( digits ) ) {
		let sum = 0;
		for ( let i = 0; i < 13; i++ ) {
			sum += Number( digits[ i ] ) * ( i % 2 === 0 ? 1 : 3 );
		}
		return sum % 10 === 0;
	}
	return false;
}

/** An ISBN-10 or ISBN-13 as digits when its check digit is right; else null. */
export function readIsbn( text: string ): string | null {
	const digits = text.replace( /[- ]/g, '' ).toUpperCase();
	return isbnChecks( digits ) ? digits : null;
}

const dayFormats = new Map< string, Intl.DateTimeFormat >();

/** A day's format in a time zone, made once: the first one costs the browser its time zone data. */
function dayFormat( timeZone: string ): Intl.DateTimeFormat {
	let format = dayFormats.get( timeZone );
	if ( ! format ) {
		format = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		} );
		dayFormats.set( timeZone, format );
	}
	return format;
}

/** Today's date (YYYY-MM-DD) in an IANA time zone at the instant `now` (ms). */
export function siteToday( now: number, timeZone: string ): string {
	const parts = dayFormat( timeZone ).formatToParts( now );
	const part = ( type: string ) =>
		parts.find( ( item ) => item.type === type )?.value ?? '';
	return `${ part( 'year' ) }-${ part( 'month' ) }-${ part( 'day' ) }`;
}
