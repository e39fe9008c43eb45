/**
 * The catalogue's single values (src/books/values.ts, docs/books.md): series
 * numbers, release dates, heat levels, ISBNs and "today" in a time zone.
 * Nothing here reads the clock; Jest runs in Asia/Tokyo on purpose.
 */
import {
	readHeatLevel,
	readIsbn,
	readReleaseDate,
	readSeriesNumber,
	siteToday,
} from '../../../src/books/values';

describe( 'readSeriesNumber', () => {
	it.each( [
		[ '1', 1 ],
		[ '2.5', 2.5 ],
		[ '0', 0 ],
		[ '10', 10 ],
		[ '007', 7 ],
		[ '2.50', 2.5 ],
	] )( '%s is %s', ( text, number ) => {
		expect( readSeriesNumber( text ) ).toBe( number );
	} );

	it.each( [
		'one',
		'',
		'#2',
		'Book 2',
		'2.',
		'.5',
		'-1',
		'2,5',
		'1e3',
		'2.5x',
	] )( '%p is no number', ( text ) => {
		expect( readSeriesNumber( text ) ).toBeNull();
	} );
} );

describe( 'readHeatLevel', () => {
	it.each( [ '0', '3', '5' ] )( '%s is read', ( text ) => {
		expect( readHeatLevel( text ) ).toBe( Number( text ) );
	} );

	it.each( [ '6', '-1', '3.5', 'three', '', '3 of 5', '03' ] )(
		'%p is not given',
		( text ) => {
			expect( readHeatLevel( text ) ).toBeNull();
		}
	);
} );

describe( 'readReleaseDate', () => {
	it.each( [
		[ '2027-03-05', '2027-03-05' ],
		[ 'March 5, 2027', '2027-03-05' ],
		[ 'march 5 2027', '2027-03-05' ],
		[ 'Mar. 5, 2027', '2027-03-05' ],
		[ 'Sept 30, 2025', '2025-09-30' ],
		[ 'Released September 30, 2025', '2025-09-30' ],
		[ 'February 29, 2028', '2028-02-29' ],
		[ 'Out 2027-01-02, not March 5, 2027', '2027-01-02' ],
		[ 'March 5, 2027 (not 2027-01-02)', '2027-03-05' ],
	] )( '%p is %s', ( text, date ) => {
		expect( readReleaseDate( text ) ).toBe( date );
	} );

	it.each( [
		'February 30, 2027',
		'February 29, 2027',
		'2027-13-01',
		'2027-02-30',
		'5 March 2027',
		'03/05/2027',
		'Spring 2027',
		'Marchy 5, 2027',
		'0999-01-01',
		'',
	] )( '%p is no date', ( text ) => {
		expect( readReleaseDate( text ) ).toBeNull();
	} );
} );

describe( 'readIsbn', () => {
	it.each( [
		[ '978-0-306-40615-7', '9780306406157' ],
		[ '978 0 306 40615 7', '9780306406157' ],
		[ '0-306-40615-2', '0306406152' ],
		[ '0-8044-2957-x', '080442957X' ],
		[ '979-10-90636-07-1', '9791090636071' ],
	] )( '%s is %s', ( text, isbn ) => {
		expect( readIsbn( text ) ).toBe( isbn );
	} );

	it.each( [
		'978-0-306-40615-8',
		'0-306-40615-3',
		'977-0-306-40615-7',
		'978-0-306-4061',
		'ISBN 978-0-306-40615-7',
		'X-306-40615-2',
		'',
	] )( '%p is refused', ( text ) => {
		expect( readIsbn( text ) ).toBeNull();
	} );
} );

describe( 'siteToday', () => {
	// 2026-11-25T03:30:00Z: still the 24th in New York, the 25th in Tokyo.
	const INSTANT = Date.parse( '2026-11-25T03:30:00Z' );

	it( 'is the day in the zone given, not the machine’s', () => {
		expect( siteToday( INSTANT, 'America/New_York' ) ).toBe( '2026-11-24' );
		expect( siteToday( INSTANT, 'Asia/Tokyo' ) ).toBe( '2026-11-25' );
		expect( siteToday( INSTANT, 'UTC' ) ).toBe( '2026-11-25' );
	} );

	it( 'turns at the zone’s midnight', () => {
		const midnight = Date.parse( '2026-11-25T05:00:00Z' );
		expect( siteToday( midnight - 1, 'America/New_York' ) ).toBe(
			'2026-11-24'
		);
		expect( siteToday( midnight, 'America/New_York' ) ).toBe(
			'2026-11-25'
		);
	} );
} );
