import { Link } from 'react-router';
import { POLICY_LAST_UPDATED } from './policy-dates';
import { Section, StaticPage } from './static-page';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy policy"
      meta={`Last updated ${POLICY_LAST_UPDATED}`}
      lead="Sideline keeps only what it needs to let a coaching staff plan together, shows you its full history, and never sells or advertises with your data."
    >
      <Section id="who" title="Who looks after your data">
        <p>
          Sideline is software that a club, school, league or coaching group runs for its own staff and teams. The
          person or organisation running this installation (the <strong>operator</strong>) decides who can use it and is
          responsible for the data in it. Site administrators act for the operator. When this policy says "we", it means
          the operator of this Sideline.
        </p>
      </Section>

      <Section id="what-we-keep" title="What we keep">
        <h3>Your account</h3>
        <ul>
          <li>Your email address, used to sign in and to let team owners add you to a team.</li>
          <li>The name you chose, shown to the people you coach and plan with.</li>
          <li>
            Your password, stored only as a hash made with a memory-hard algorithm. Nobody, including administrators,
            can read your password.
          </li>
          <li>Your site role (coach or administrator) and whether the account is enabled.</li>
        </ul>
        <h3>Your sessions</h3>
        <p>
          When you sign in, the server creates a session: a long random token kept on the server, with the times it was
          created and last used. Your browser holds the matching session cookie. Sessions end when you sign out, when
          they have been idle too long, after a fixed maximum lifetime, when you change your password, and when an
          administrator disables your account. To slow down password guessing, failed sign-in attempts are counted per
          account and per network address for a short time.
        </p>
        <h3>What you create</h3>
        <p>
          Drills, formations and their diagrams, practice plans, whiteboards, teams, seasons, comments, votes, feedback
          and poll suggestions are stored so that you and the people you share them with can use them.
        </p>
      </Section>

      <Section id="history" title="Every change is recorded">
        <p>
          Sideline stores each change as an event: what changed, which account made the change, and when. Nothing is
          edited in place and deleting an item is itself a recorded change, which is what makes full history and
          restoring earlier versions possible.
        </p>
        <ul>
          <li>
            The history of a drill, formation, plan, board or season is visible on its history tab to the people who may
            edit it.
          </li>
          <li>
            Site administrators can read the complete audit log of every change on this installation, and can restore
            deleted or earlier versions.
          </li>
          <li>Your name appears next to the changes you made wherever that history is shown.</li>
          <li>
            Your name and email address are never written into that record of changes: it refers to your account by a
            random identifier, and your name and email are kept separately, so they can be erased while the record of
            changes stays as it is.
          </li>
        </ul>
      </Section>

      <Section id="who-sees" title="Who can see your content">
        <p>
          Each drill, formation, plan and board has a visibility you choose: <strong>public</strong> (listed and
          readable by everyone, including visitors who are not signed in), <strong>unlisted</strong> (readable by anyone
          with the link, never listed or searched), <strong>team</strong> (members of the owning team) or{' '}
          <strong>private</strong> (you, and the team it is shared with). Team owners and admins see their team's
          members and content. Site administrators can see everything on the installation in order to run and moderate
          it.
        </p>
      </Section>

      <Section id="cookies" title="Cookies and browser storage">
        <p>
          Sideline sets <strong>one cookie</strong>: the session cookie that keeps you signed in. It is marked HttpOnly
          (page scripts cannot read it) and SameSite, and Secure when the site is served over HTTPS. It is strictly
          necessary, so there is no cookie banner. There are no advertising, analytics or tracking cookies.
        </p>
        <p>
          When error reporting is switched on (see below), the error reporter keeps a short-lived identifier for the
          current tab in your browser's session storage, so that the events of one visit can be grouped. It is removed
          when you close the tab.
        </p>
      </Section>

      <Section id="error-reporting" title="Error reporting">
        <p>
          If the operator configures it, Sideline reports errors and page performance to Sentry, an error-tracking
          service, so that problems can be found and fixed. It is off unless the operator turns it on. When on:
        </p>
        <ul>
          <li>
            Error reports include the error message, where in the code it happened, the page address and your browser
            and operating system versions. "Page not found" errors are not reported.
          </li>
          <li>Performance data records how long pages and requests took.</li>
          <li>
            For about one visit in ten, and for visits where an error happens, a replay of the page layout and clicks is
            recorded to show what led to a problem. All text and everything typed into forms is masked and images are
            blocked before anything leaves your browser.
          </li>
          <li>
            Sign-in codes, share tokens, session identifiers and passwords are removed from page addresses and other
            data before it is sent. The reporter is configured not to send your name, email address or cookies.
          </li>
        </ul>
      </Section>

      <Section id="never" title="What we never do">
        <ul>
          <li>We do not show advertising and we do not sell, rent or trade your data.</li>
          <li>
            We do not use analytics or tracking services, and pages load no fonts, scripts or images from other sites.
          </li>
          <li>
            We do not use your content to train models or share it with third parties beyond the error reporting
            described above.
          </li>
        </ul>
      </Section>

      <Section id="your-rights" title="Getting a copy of your data, or having it deleted">
        <p>
          On your profile you can change your name and password, see where you are signed in and sign out any of those
          sessions, and download a copy of your data: everything you created or that concerns you (your account,
          sessions, teams, drills, formations, plans, boards, votes and comments) as one JSON file.
        </p>
        <p>
          You can also delete your account there. Deleting it erases your name, your email address and all your sessions
          at once, and signs you out everywhere. The record of changes is never rewritten: it does not contain your name
          or email address, only a random identifier that no longer leads to you. The content you made public or shared
          stays, shown as by &ldquo;A former member&rdquo;, unless you choose, when you delete your account, to delete
          that content too. Your comments and votes stay in the same way (votes only as counts).
        </p>
        <p>
          You confirm the deletion with your password or, if you only ever signed in through single sign-on and have no
          password, by typing your email address. A team must always keep an owner: if you are the only owner of a team
          that has other members, hand it to one of them first (your profile names those teams). A team that nobody else
          is in is archived with your account.
        </p>
        <p>
          For anything else, such as having something corrected, contact the operator of this installation or one of its
          site administrators.
        </p>
      </Section>

      <Section id="security" title="How your data is protected">
        <p>
          Passwords are hashed, sessions are random server-side tokens that can be ended at any time, requests that
          change data are checked to come from Sideline's own pages, rich text is sanitised, and sign-in attempts are
          rate limited. The operator is responsible for serving Sideline over HTTPS and for backing up its database.
        </p>
      </Section>

      <Section id="young-players" title="Young players">
        <p>
          Sideline is meant for coaches and their team members. If you coach a youth team, invite players or parents
          only with the consent your club's rules and local law require.
        </p>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>
          If this policy changes, the new version is published on this page with a new date. Significant changes are
          announced in the app before they take effect. See also the{' '}
          <Link to="/terms-of-service">terms of service</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
