/** An event's own page. */
import { Fragment } from '@wordpress/element';
import { getConfig } from '../config/config';
import { useLoaded } from '../api/useLoaded';
import { googleCalendarUrl, icsDataUrl, siteHost } from '../events/calendar';
import { fetchEvent, peekEvent } from '../events/client';
import { eventsCopy as copy, pagesCopy } from '../i18n/copy';
import { eventWebsite, paragraphsOf, venueLines } from '../events/details';
import { EventPicture } from '../events/EventPicture';
import { EventWhen } from '../events/EventWhen';
import type { EventRun, SiteEvent } from '../events/types';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { BackLink } from '../ui/BackLink';
import { ContentUnavailable } from '../ui/ContentUnavailable';
import { ExternalButton } from '../ui/ExternalButton';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { Section } from '../ui/Section';
import { useNow } from '../ui/useNow';
import { NotFoundPage } from './NotFoundPage';

const COPY = copy.page;

interface EventViewProps {
	event: SiteEvent;
	now: number;
	host: string;
}

/** Text with its line breaks as <br>. */
function Lines( { text }: { text: string } ) {
	return (
		<>
			{ text.split( '\n' ).map( ( line, index ) => (
				<Fragment key={ index }>
					{ index > 0 && <br /> }
					{ line }
				</Fragment>
			) ) }
		</>
	);
}

/** One piece of a paragraph: text, or a link away from the page. */
function Run( { run }: { run: EventRun } ) {
	return run.href ? (
		<a href={ run.href }>
			<Lines text={ run.text } />
		</a>
	) : (
		<Lines text={ run.text } />
	);
}

/** An event's own page (docs/events.md#event-page). */
export function EventView( { event, now, host }: EventViewProps ) {
	const upcoming = event.start > now;
	const address = venueLines( event );
	const paragraphs = paragraphsOf( event );
	const website = eventWebsite( event );
	return (
		<Section
			className="section event-page"
			titleId="event-title"
			containerClassName="container container--narrow"
		>
			<BackLink
				className="event-page__back"
				to="/events"
				label={ COPY.backLink }
			/>
			<p className="eyebrow">
				{ upcoming ? COPY.upcomingEyebrow : COPY.pastEyebrow }
			</p>
			<h1 id="event-title" className="event-page__title">
				{ event.title }
			</h1>
			<EventWhen event={ event } />
			{ address.length > 0 && (
				<div className="event-card__meta">
					<Icon name="map-pin" />
					<address className="event-page__address">
						<Lines text={ address.join( '\n' ) } />
					</address>
				</div>
			) }
			{ event.image && (
				<EventPicture
					image={ event.image }
					className="event-page__image"
				/>
			) }
			{ paragraphs.length > 0 && (
				<div className="event-page__description">
					{ paragraphs.map( ( runs, index ) => (
						<p key={ index }>
							{ runs.map( ( run, at ) => (
								<Run key={ at } run={ run } />
							) ) }
						</p>
					) ) }
				</div>
			) }
			{ ( website || upcoming ) && (
				<p className="event-page__actions">
					{ website && (
						<ExternalButton
							href={ website.url }
							label={
								website.online ? COPY.joinOnline : COPY.website
							}
						/>
					) }
					{ upcoming && (
						<>
							<a
								className="button button--ghost"
								href={ icsDataUrl( event, host ) }
								download={ `event-${ event.id }.ics` }
							>
								{ copy.card.icsButton }
							</a>
							<a
								className="button button--ghost"
								href={ googleCalendarUrl( event ) }
							>
								{ copy.card.googleButton }
							</a>
						</>
					) }
				</p>
			) }
		</Section>
	);
}

interface EventPageProps {
	slug: string;
	/** The event as the list showed it: drawn while its own answer loads. */
	seed?: SiteEvent;
}

/**
 * The page of the event with this slug, drawn at once from the list's event
 * when there is one; the not-found view when there is no such event.
 */
export function EventPage( { slug, seed }: EventPageProps ) {
	const answer = useLoaded(
		slug,
		() => peekEvent( slug ),
		() => fetchEvent( slug )
	);
	const missing = answer?.kind === 'missing';
	const now = useNow();
	const event = answer?.kind === 'found' ? answer.event : seed;
	useDocumentTitle(
		missing ? pagesCopy.notFound.title : ( event?.title ?? COPY.loading )
	);
	if ( missing ) {
		return <NotFoundPage />;
	}
	if ( ! event ) {
		return answer ? (
			<ContentUnavailable showRetry />
		) : (
			<LoadingSpinner label={ COPY.loading } />
		);
	}
	return (
		<EventView
			event={ event }
			now={ now }
			host={ siteHost( getConfig().homeUrl ) }
		/>
	);
}
