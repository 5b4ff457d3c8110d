/** What other features use from season-planning; they import it from here, never from its files. */
export { HomeThisWeek } from './home-this-week';
export { PublishRangeForm } from './publish-range';
export { SeasonPracticePanels } from './season-practice-panels';
