import { Link } from 'react-router';
import { POLICY_LAST_UPDATED } from './policy-dates';
import { Section, StaticPage } from './static-page';

export function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of service"
      meta={`Last updated ${POLICY_LAST_UPDATED}`}
      lead="The rules for using this Sideline: be fair to other coaches, keep what you own, and share what you choose to share."
    >
      <Section id="agreement" title="Agreement">
        <p>
          These terms are an agreement between you and the operator of this Sideline installation (the person or
          organisation running it). By creating an account or using Sideline you accept them. If you use Sideline for a
          club or school, you confirm you may accept them on its behalf. The{' '}
          <Link to="/privacy-policy">privacy policy</Link> explains what data is kept and why.
        </p>
      </Section>

      <Section id="accounts" title="Your account">
        <ul>
          <li>Give your real email address and a name the people you coach with will recognise.</li>
          <li>One person per account. Keep your password to yourself and sign out on shared devices.</li>
          <li>
            You are responsible for what is done with your account. If you think someone else has used it, change your
            password (which signs out every session) and tell an administrator.
          </li>
        </ul>
      </Section>

      <Section id="acceptable-use" title="Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>post anything unlawful, hateful, harassing, sexually explicit, or that puts players at risk;</li>
          <li>
            upload material you do not have the right to share, such as another organisation's paid coaching content;
          </li>
          <li>impersonate another person, team or club;</li>
          <li>
            try to get around permissions, visibility settings, rate limits or other security measures, or probe the
            service for weaknesses without the operator's permission;
          </li>
          <li>send spam or automated bulk requests, or copy content from Sideline in bulk by automated means;</li>
          <li>upload malware or anything designed to damage or overload the service.</li>
        </ul>
        <p>Coaching is physical: use your own judgement about whether a drill is safe for your players.</p>
      </Section>

      <Section id="content" title="Your content and the licence you give">
        <p>
          You keep ownership of the drills, formations, plans, boards and other content you create. So that Sideline can
          work, you give the operator permission to store, copy, display and process your content as needed to run the
          service for you and the people you share it with, including keeping its change history.
        </p>
        <p>
          When you make content <strong>public</strong>, or share it with a team or by link, you also let the people who
          can read it use it for coaching: view it, print it, add it to their own practice plans, duplicate it and make
          variations of it. Duplicates and variations keep a link to your original. If you mark content as{' '}
          <strong>editable by others</strong>, people who can read it may change it; every change is recorded with its
          author and can be undone.
        </p>
        <p>
          Content created inside a team (its season, practices and boards) belongs to the team: its owners and admins
          decide who can see and edit it, also after you leave the team.
        </p>
      </Section>

      <Section id="visibility" title="Visibility settings">
        <p>
          You choose who can see each item: public (listed for everyone), unlisted (anyone with the link), team, or
          private. Changing the setting takes effect at once, but people who already copied a public item keep their
          copy. Share links for seasons can be rotated to cut off old links.
        </p>
      </Section>

      <Section id="moderation" title="Moderation">
        <p>
          Site administrators may hide, restore or remove content and suspend accounts that break these terms. Like
          every change, moderation is recorded in the history, so it can be reviewed and reversed.
        </p>
      </Section>

      <Section id="availability" title="Availability">
        <p>
          The operator runs Sideline on a best-effort basis. It may be unavailable at times for maintenance, updates or
          reasons outside the operator's control, and features may change. Keep your own copy of anything you cannot do
          without: you can print practice plans and ask an administrator for an export of your data.
        </p>
      </Section>

      <Section id="termination" title="Ending your use">
        <p>
          You can stop using Sideline at any time and ask an administrator to delete your account, as described in the
          privacy policy. The operator may suspend or close an account that breaks these terms, or close the
          installation, giving reasonable notice where possible so that you can export your content. Content you shared
          with others may stay available to them as described above.
        </p>
      </Section>

      <Section id="liability" title="Warranty and liability">
        <p>
          Sideline and the content on it are provided "as is", without warranties of any kind, to the extent the law
          allows. Drills and plans are shared by coaches, not checked by the operator. To the extent the law allows, the
          operator is not liable for indirect or consequential losses, lost data or lost profits arising from your use
          of Sideline, and its total liability to you is limited to the amount you paid to use it, if any. Nothing in
          these terms limits liability that cannot be limited by law.
        </p>
      </Section>

      <Section id="changes" title="Changes to these terms">
        <p>
          If these terms change, the new version is published here with a new date, and significant changes are
          announced in the app before they take effect. If you keep using Sideline after that, the new terms apply; if
          you do not agree, you can stop using it and ask for your account to be deleted.
        </p>
      </Section>

      <Section id="contact" title="Questions">
        <p>
          Questions about these terms, a problem with content, or a request about your data go to the operator of this
          installation or one of its site administrators.
        </p>
      </Section>
    </StaticPage>
  );
}
