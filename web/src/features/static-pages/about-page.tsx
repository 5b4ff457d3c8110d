import { Link } from 'react-router';
import { Section, StaticPage } from './static-page';

export function AboutPage() {
  return (
    <StaticPage
      title="About Sideline"
      lead="Sideline is where a coaching staff plans together: drills, formations, practice plans and the whole season, shared and edited live."
    >
      <Section id="why" title="Why Sideline exists">
        <p>
          Most coaching staffs plan practice in a patchwork of spreadsheets, group chats, whiteboard photos and the head
          coach's notebook. The drill everyone liked last month is hard to find, the plan on the printout is not the one
          that was agreed, and nobody remembers who changed the warm-up. Sideline puts all of it in one place that the
          whole staff edits together.
        </p>
      </Section>

      <Section id="what" title="What you can do with it">
        <ul>
          <li>
            <strong>Build a shared drill library.</strong> Describe each drill once, with skills, positions, player
            counts, length, diagrams and video, then search and filter it by what your next practice needs.
          </li>
          <li>
            <strong>Draw formations and plays on a court.</strong> Place players on the court templates of your sport,
            move them together in real time, and keep the diagrams with the drills that use them.
          </li>
          <li>
            <strong>Time practice plans to the minute.</strong> Arrange sections and drills, run position groups in
            parallel (chasers on one end, keepers on the other) and see exact clock times, totals and imbalances as you
            plan.
          </li>
          <li>
            <strong>Lay out the season week by week.</strong> Mark games, tournaments and breaks, set up recurring
            practices with real exceptions, and share a read-only view or calendar feed with players and parents.
          </li>
          <li>
            <strong>Edit live, together.</strong> Coaches on the same plan or whiteboard see each other's cursors and
            changes within a second, without reloading.
          </li>
          <li>
            <strong>See the full history.</strong> Every change is recorded with who made it and when, so you can browse
            how a plan evolved and restore an earlier version.
          </li>
        </ul>
      </Section>

      <Section id="sports" title="Made for more than one sport">
        <p>
          Positions, skills, drill types and court templates come from sport packs. Sideline ships with quadball,
          basketball and soccer, and each team, drill and plan carries its sport, so lists show what is relevant to you.
        </p>
      </Section>

      <Section id="principles" title="How we build it">
        <ul>
          <li>
            <strong>Your data is yours.</strong> No ads, no tracking, no selling data; you choose what is public. Read
            the <Link to="/privacy-policy">privacy policy</Link>.
          </li>
          <li>
            <strong>Nothing is lost.</strong> Changes are recorded as events, never overwritten, so mistakes can be
            undone.
          </li>
          <li>
            <strong>One set of rules.</strong> The same permission rules decide what you can see and do everywhere in
            the app.
          </li>
          <li>
            <strong>Works at the field.</strong> Pages work on a phone, with the keyboard and with screen readers.
          </li>
          <li>
            <strong>Runs anywhere.</strong> A club can run Sideline as a single small server or scale it out as a set of
            services.
          </li>
        </ul>
      </Section>

      <Section id="contact" title="Questions and feedback">
        <p>
          This Sideline is run by its operator, usually your club, school or league. For questions about your account or
          your data, contact them or one of the site administrators. The{' '}
          <Link to="/terms-of-service">terms of service</Link> describe the rules of use.
        </p>
      </Section>
    </StaticPage>
  );
}
