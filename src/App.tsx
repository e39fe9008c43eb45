import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getConfig, routerBasename } from './config/config';
import { Layout } from './layout/Layout';
import { AboutPage } from './pages/AboutPage';
import { BonusPage } from './pages/BonusPage';
import { BookPage } from './pages/BookPage';
import { BooksPage } from './pages/BooksPage';
import { ContactPage } from './pages/ContactPage';
import { eventLinkAt } from './events/eventLinks';
import { EventPage } from './pages/EventPage';
import { EventsPage } from './pages/EventsPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PressPage } from './pages/PressPage';
import { SeriesPage } from './pages/SeriesPage';
import { ErrorBoundary } from './ui/ErrorBoundary';

/**
 * The routes. An event's page is wherever The Events Calendar's permalink
 * points (src/events/eventLinks.ts), whatever its path.
 */
export function AppRoutes() {
	const location = useLocation();
	const event = eventLinkAt(
		location.pathname,
		location.search,
		getConfig().homeUrl
	);
	if ( event ) {
		return (
			<Routes>
				<Route element={ <Layout notFound={ <NotFoundPage /> } /> }>
					<Route
						path="*"
						element={
							<EventPage
								key={ event.slug }
								slug={ event.slug }
								seed={ event.event }
							/>
						}
					/>
				</Route>
			</Routes>
		);
	}
	return (
		<Routes>
			<Route element={ <Layout notFound={ <NotFoundPage /> } /> }>
				<Route index element={ <HomePage /> } />
				<Route path="books" element={ <BooksPage /> } />
				<Route path="books/:slug" element={ <BookPage /> } />
				<Route path="series/:slug" element={ <SeriesPage /> } />
				<Route path="about" element={ <AboutPage /> } />
				<Route path="events" element={ <EventsPage /> } />
				<Route path="contact" element={ <ContactPage /> } />
				<Route path="press" element={ <PressPage /> } />
				<Route path="*" element={ <NotFoundPage /> } />
			</Route>
			<Route element={ <Layout notFound={ <NotFoundPage /> } landing /> }>
				<Route path="books/bonus" element={ <BonusPage /> } />
				<Route path="books/:slug/bonus" element={ <BonusPage /> } />
			</Route>
		</Routes>
	);
}

export function App() {
	return (
		<ErrorBoundary>
			<BrowserRouter
				basename={ routerBasename( getConfig() ) }
				future={ {
					// A navigation renders at once: its route draws from data already
					// here, and a transition's slices would let a frame in between each.
					v7_startTransition: false,
					v7_relativeSplatPath: true,
				} }
			>
				<AppRoutes />
			</BrowserRouter>
		</ErrorBoundary>
	);
}
