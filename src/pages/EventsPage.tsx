import { Link } from 'react-router-dom';
import { getConfig } from '../config/config';
import type { EventsContent } from '../content/types';
import { usePageContent } from '../content/usePageContent';
import { EventCard } from '../events/EventCard';
import { siteHost } from '../events/calendar';
import { splitEvents } from '../events/split';
import type { SiteEvent } from '../events/types';
import { useEvents } from '../events/useEvents';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Icon } from '../ui/Icon';
import { LoadingSpinner } from '../ui/LoadingSpinner';
import { PageHeader } from '../ui/PageHeader';

interface EventsViewProps {
	content: EventsContent;
	events: SiteEvent[];
	/** The events are still on their way: the lists show a spinner. */
	eventsLoading?: boolean;
	now: number;
	/** The site's host name, for calendar entries. */
	host: string;
}

export function EventsView( {
	content,
	events,
	eventsLoading = false,
	now,
	host,
}: EventsViewProps ) {
	const { upcoming, past } = splitEvents( events, now );
	return (
		<>
			<PageHeader
				title={ content.pageTitle }
				description={ content.pageDescription }
			/>
			<section
				className="section section--tight"
				aria-labelledby="launch-title"
			>
				<div className="container">
					<div className="launch-banner">
						<Icon name="sparkle" className="launch-banner__icon" />
						<div>
							<h2
								id="launch-title"
								className="launch-banner__title"
							>
								The Medallion Client Is Here
							</h2>
							<p>
								The book launched on September 30, 2025 with a
								virtual launch party. Thank you to every reader
								who celebrated with me!
							</p>
						</div>
					</div>
				</div>
			</section>
			<section
				className="section section--tight"
				aria-labelledby="upcoming-title"
			>
				<div className="container">
					<h2 id="upcoming-title" className="section__title">
						Upcoming Events
					</h2>
					{ eventsLoading && (
						<LoadingSpinner label="Loading events…" />
					) }
					{ ! eventsLoading && upcoming.length > 0 && (
						<ul className="event-list">
							{ upcoming.map( ( event ) => (
								<EventCard
									key={ event.id }
									event={ event }
									upcoming
									host={ host }
								/>
							) ) }
						</ul>
					) }
					{ ! eventsLoading && upcoming.length === 0 && (
						<div className="empty-state">
							<Icon
								name="calendar"
								className="empty-state__icon"
							/>
							<h3 className="empty-state__title">Stay Tuned</h3>
							<p>{ content.noEventsMessage }</p>
						</div>
					) }
				</div>
			</section>
			<section
				className="section section--tight"
				aria-labelledby="past-title"
			>
				<div className="container">
					<h2 id="past-title" className="section__title">
						Past Events
					</h2>
					{ ! eventsLoading && past.length > 0 && (
						<ul className="event-list event-list--past">
							{ past.map( ( event ) => (
								<EventCard key={ event.id } event={ event } />
							) ) }
						</ul>
					) }
					{ ! eventsLoading && past.length === 0 && (
						<p className="empty-note">No past events yet.</p>
					) }
				</div>
			</section>
			<section
				className="section section--dark"
				aria-labelledby="never-miss-title"
			>
				<div className="container container--narrow connect">
					<h2 id="never-miss-title" className="section__title">
						Never Miss an Event
					</h2>
					<p>
						VIP readers hear about signings, readings and virtual
						chats first.
					</p>
					<Link
						className="button button--light"
						to="/contact#newsletter"
					>
						Never Miss an Event
					</Link>
				</div>
			</section>
		</>
	);
}

export function EventsPage() {
	const { content, loading } = usePageContent( 'events' );
	const { events, loading: eventsLoading } = useEvents();
	useDocumentTitle( content.pageTitle );
	if ( loading ) {
		return <LoadingSpinner label="Loading the events page…" />;
	}
	return (
		<EventsView
			content={ content }
			events={ events }
			eventsLoading={ eventsLoading }
			now={ Date.now() }
			host={ siteHost( getConfig().homeUrl ) }
		/>
	);
}
