/** The Events page. */
import { getConfig } from '../config/config';
import type { EventsContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { EventCard } from '../events/EventCard';
import { siteHost } from '../events/calendar';
import { splitEvents } from '../events/split';
import type { SiteEvent } from '../events/types';
import { useEvents } from '../events/useEvents';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CallToAction } from '../ui/CallToAction';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';
import { Section, TitledSection } from '../ui/Section';
import { useNow } from '../ui/useNow';
import { pagesCopy } from '../i18n/copy';

const COPY = pagesCopy.events;

interface EventsViewProps {
	content: EventsContent;
	events: SiteEvent[];
	eventsLoading?: boolean;
	now: number;
	/** The site's host name, for calendar entries. */
	host: string;
	/** The Events Calendar's iCal export, when the plugin is active. */
	icalUrl?: string | null;
	homeUrl?: string;
}

/** The launch banner at the top of the page. */
function LaunchBanner() {
	return (
		<Section className="section section--tight" titleId="launch-title">
			<div className="launch-banner">
				<Icon name="sparkle" className="launch-banner__icon" />
				<div>
					<h2 id="launch-title" className="launch-banner__title">
						{ COPY.launch.title }
					</h2>
					<p>{ COPY.launch.text }</p>
				</div>
			</div>
		</Section>
	);
}

interface UpcomingProps {
	upcoming: SiteEvent[];
	loading: boolean;
	host: string;
	homeUrl: string;
	noEventsMessage: string;
	icalUrl?: string | null;
}

/**
 * "Subscribe to the calendar": The Events Calendar's iCal export
 * (docs/events.md#subscribe-to-the-calendar).
 */
function SubscribeLink( { href }: { href: string } ) {
	return (
		<p className="events-subscribe">
			<a className="button button--ghost button--small" href={ href }>
				{ COPY.subscribeLink }
			</a>
		</p>
	);
}

/** The coming events, a spinner while they load, or a note that none is set. */
function Upcoming( {
	upcoming,
	loading,
	host,
	homeUrl,
	noEventsMessage,
	icalUrl,
}: UpcomingProps ) {
	return (
		<TitledSection
			className="section section--tight"
			titleId="upcoming-title"
			title={ COPY.upcomingTitle }
		>
			{ loading && <LoadingSpinner label="Loading events…" /> }
			{ ! loading && upcoming.length > 0 && (
				<ul className="event-list">
					{ upcoming.map( ( event ) => (
						<EventCard
							key={ event.id }
							event={ event }
							upcoming
							host={ host }
							homeUrl={ homeUrl }
						/>
					) ) }
				</ul>
			) }
			{ ! loading && upcoming.length === 0 && (
				<div className="empty-state">
					<Icon name="calendar" className="empty-state__icon" />
					<h3 className="empty-state__title">
						{ COPY.noUpcomingTitle }
					</h3>
					<p>{ noEventsMessage }</p>
				</div>
			) }
			{ icalUrl && <SubscribeLink href={ icalUrl } /> }
		</TitledSection>
	);
}

/** The past events, latest first (nothing while the events load). */
function Past( {
	past,
	loading,
	homeUrl,
}: {
	past: SiteEvent[];
	loading: boolean;
	homeUrl: string;
} ) {
	return (
		<TitledSection
			className="section section--tight"
			titleId="past-title"
			title={ COPY.pastTitle }
		>
			{ ! loading && past.length > 0 && (
				<ul className="event-list event-list--past">
					{ past.map( ( event ) => (
						<EventCard
							key={ event.id }
							event={ event }
							homeUrl={ homeUrl }
						/>
					) ) }
				</ul>
			) }
			{ ! loading && past.length === 0 && (
				<p className="empty-note">{ COPY.noPastText }</p>
			) }
		</TitledSection>
	);
}

export function EventsView( {
	content,
	events,
	eventsLoading = false,
	now,
	host,
	icalUrl = null,
	homeUrl = '/',
}: EventsViewProps ) {
	const { upcoming, past } = splitEvents( events, now );
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<LaunchBanner />
			<Upcoming
				upcoming={ upcoming }
				loading={ eventsLoading }
				host={ host }
				homeUrl={ homeUrl }
				noEventsMessage={ content.noEventsMessage }
				icalUrl={ icalUrl }
			/>
			<Past past={ past } loading={ eventsLoading } homeUrl={ homeUrl } />
			<CallToAction titleId="never-miss-title" { ...COPY.neverMiss } />
		</>
	);
}

export function EventsPage() {
	const { content, loading } = usePageContent( 'events' );
	const { events, loading: eventsLoading } = useEvents();
	const now = useNow();
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the events page…" />;
	}
	return (
		<EventsView
			content={ content }
			events={ events }
			eventsLoading={ eventsLoading }
			now={ now }
			host={ siteHost( getConfig().homeUrl ) }
			icalUrl={ getConfig().events.icalUrl }
			homeUrl={ getConfig().homeUrl }
		/>
	);
}
