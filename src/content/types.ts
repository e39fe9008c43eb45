/**
 * Page content shapes (docs/content-format.md#sections-per-page): values are
 * already plain text, split by their kind (docs/content-format.md#value-kinds).
 */

export interface HomeContent {
	heroTitle: string[];
	heroSubtitle: string;
	bookTitle: string;
	bookDescription: string;
	bookExtendedDescription: string[];
	bookCallout: string;
	trailerTitle: string;
	features: string[];
	ctaText: string;
	tropes: string[];
	praiseQuote: string;
	praiseSource: string;
}

export interface BooksContent {
	pageTitle: string;
	pageDescription: string;
	title: string;
	subtitle: string;
	description: string;
	synopsis: string[];
	callout: string;
	tropes: string[];
	releaseDate: string;
	amazonUrl: string;
	sampleTitle: string;
	sampleText: string[];
}

export interface Interest {
	icon: string;
	title: string;
	description: string;
}

export interface AboutContent {
	pageTitle: string;
	pageSubtitle: string;
	storyTitle: string;
	storyParagraphs: string[];
	writingPhilosophy: string;
	quickFacts: {
		location: string;
		background: string;
		specialty: string;
		family: string;
	};
	interests: Interest[];
	connectTitle: string;
	connectDescription: string;
}

export interface EventsContent {
	pageTitle: string;
	pageDescription: string;
	noEventsMessage: string;
}

export interface ContactContent {
	pageTitle: string;
	pageDescription: string;
	formTitle: string;
	formDescription: string;
	contactInfo: { email: string; location: string; phone: string };
	newsletterTitle: string;
	newsletterDescription: string;
}

export interface ContentByPage {
	home: HomeContent;
	books: BooksContent;
	about: AboutContent;
	events: EventsContent;
	contact: ContactContent;
}

export type PageKey = keyof ContentByPage;
