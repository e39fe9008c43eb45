import { render, screen } from '@testing-library/react';
import { resetConfigForTests } from '../../../src/config/config';
import { useNow } from '../../../src/ui/useNow';
import { setPageConfig } from '../../shared/page-config';

/** The server drew the page at this moment; the visitor's clock is a day on. */
const DRAWN_AT = Date.parse( '2026-11-24T12:00:00Z' );
const VISITOR = DRAWN_AT + 86_400_000;

/** Shows every "now" it rendered with. */
function Shows() {
	const now = useNow();
	seen.push( now );
	return <p>{ now }</p>;
}
let seen: number[] = [];

describe( 'useNow (docs/events.md#upcoming-and-past)', () => {
	beforeEach( () => {
		seen = [];
		jest.useFakeTimers( { now: VISITOR, doNotFake: [ 'queueMicrotask' ] } );
		resetConfigForTests();
		delete document.documentElement.dataset.app;
	} );

	afterEach( () => {
		jest.useRealTimers();
		setPageConfig( undefined );
		resetConfigForTests();
		delete document.documentElement.dataset.app;
	} );

	it( 'hydrates on the moment the page was drawn, then takes the visitor’s clock', () => {
		setPageConfig( { drawnAt: DRAWN_AT / 1000 } );
		render( <Shows /> );
		expect( seen[ 0 ] ).toBe( DRAWN_AT );
		expect( screen.getByText( String( VISITOR ) ) ).toBeInTheDocument();
	} );

	it( 'takes the visitor’s clock at once once the app owns the page', () => {
		setPageConfig( { drawnAt: DRAWN_AT / 1000 } );
		document.documentElement.dataset.app = 'ready';
		render( <Shows /> );
		expect( seen ).toEqual( [ VISITOR ] );
	} );

	it( 'takes the visitor’s clock without the moment the page was drawn', () => {
		setPageConfig( {} );
		render( <Shows /> );
		expect( seen[ 0 ] ).toBe( VISITOR );
	} );
} );
