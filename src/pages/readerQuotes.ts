/** Built-in reader reviews for the Books page (spec §2: three quotes, five stars each). */
export const READER_QUOTES = [
	{
		quote: 'The tension between Jack and Élise had me holding my breath for three hundred pages. The slow burn is worth every single second.',
		source: 'Danielle K., Goodreads',
	},
	{
		quote: 'Romantic suspense done right: a twisty mystery, a hero you would trust with your life and a heroine who saves herself.',
		source: 'Marisol T., Amazon reviewer',
	},
	{
		quote: 'I read it in one sitting and immediately texted my book club. Rochester has never felt so dangerous — or so romantic.',
		source: 'Renee P., book club host',
	},
];
