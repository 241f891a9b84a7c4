import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The bodies of the blog's articles, by slug. Titles, summaries and dates are in
 * src/shared/blog.ts, which the server reads too. Each body starts below the article's h1: its
 * sections are h2.
 */
export const ARTICLE_BODIES: Readonly<Record<string, ReactNode>> = {
  'spotting-remote-job-scams': (
    <>
      <p>
        Most people who hire virtual assistants are honest. A few are not, and remote job scams
        follow a small number of patterns. Once you know them, they are easy to spot.
      </p>
      <h2>The warning signs</h2>
      <ul>
        <li>
          <strong>You are asked to pay.</strong> For training, software, a “starter kit” or a
          background check. A real employer never charges you to work for them.
        </li>
        <li>
          <strong>The pay is far above the going rate</strong> for simple work such as data entry or
          “reshipping packages”.
        </li>
        <li>
          <strong>The conversation moves off the platform at once</strong>, to a messaging app or a
          personal e-mail address, before any application has been accepted.
        </li>
        <li>
          <strong>You are sent a cheque or a transfer</strong> and asked to forward part of it. The
          original payment bounces days later, and the money you forwarded is gone.
        </li>
        <li>
          <strong>They want your bank log-in, card details or identity documents</strong> before
          offering you anything in writing.
        </li>
        <li>
          <strong>The post is vague</strong>: no responsibilities, no schedule, no business name,
          and a great deal of urgency.
        </li>
      </ul>
      <h2>How TalentBridge helps</h2>
      <p>
        Every job post is checked by a moderator before it appears in search, and posts may not
        contain contact details, so the first contact happens here. Chats open only after an
        employer accepts your application, which means you always know which job a conversation is
        about. Employer profiles show their reviews from other assistants: read them.
      </p>
      <h2>What to do if something feels wrong</h2>
      <ol>
        <li>Stop replying and do not send money, codes or documents.</li>
        <li>
          Use “Report Job Post” on the job, or “Report Profile” on the employer’s profile. Our
          moderators review every report and can remove the post and block the account.
        </li>
        <li>If you have already paid, contact your bank straight away.</li>
      </ol>
      <p>
        Trust your instincts. A real client is happy to answer questions about the work, the
        schedule and the pay, in writing, before you start.
      </p>
    </>
  ),

  'first-two-weeks-with-a-virtual-assistant': (
    <>
      <p>
        The first two weeks decide whether a new virtual assistant becomes a trusted part of your
        business or another short engagement. A little structure goes a long way.
      </p>
      <h2>Before day one</h2>
      <ul>
        <li>
          <strong>Create accounts, not shared passwords.</strong> Give your assistant their own
          log-in to e-mail, calendar and tools, with only the access the work needs. A password
          manager with shared vaults makes this easy and lets you revoke access cleanly.
        </li>
        <li>
          <strong>Write a one-page playbook</strong>: what the job is, which tools you use, how you
          like to be updated, and what counts as urgent.
        </li>
        <li>
          <strong>Agree on hours and overlap.</strong> Note both time zones and the hours you will
          both be online.
        </li>
      </ul>
      <h2>Days 1 to 3: one small, real task</h2>
      <p>
        Start with something useful but low-risk: tidying a contact list, drafting replies to five
        support e-mails, researching three suppliers. Ask your assistant to write down every
        question that comes up. Those questions are the gaps in your playbook.
      </p>
      <h2>Days 4 to 7: record, don’t explain twice</h2>
      <p>
        Each time you show a process, record your screen. Five short videos made this week save
        hours later, and your assistant can turn them into written checklists, which is a good
        second task.
      </p>
      <h2>Week two: hand over a whole area</h2>
      <p>
        Pick one area, such as the inbox, the calendar or bookkeeping entries, and make your
        assistant responsible for it from start to finish, with a daily written update. Review the
        work together at the end of the week: what went well, what to change, what to hand over
        next.
      </p>
      <h2>Keep the conversation in one place</h2>
      <p>
        On TalentBridge the chat with each person you hire sits on your{' '}
        <Link to="/messages">Messages</Link> page, next to the job it belongs to. When the
        engagement has run for a while, leave a review: it helps your assistant win their next
        client, and it helps you attract strong applicants to your next post.
      </p>
    </>
  ),

  'setting-your-hourly-rate': (
    <>
      <p>
        New assistants often start with the lowest rate they see on the job board, then struggle to
        raise it. A rate you can sustain starts from your own numbers, not from the cheapest post.
      </p>
      <h2>Step 1: work out what you need</h2>
      <p>
        Add up what you need each month: living costs, taxes, savings, and the tools you pay for
        yourself (internet, a laptop, software). Divide by the hours you can realistically bill.
        Most freelancers bill 60 to 75 percent of the hours they work; the rest goes to admin,
        learning and finding clients.
      </p>
      <h2>Step 2: compare with the market</h2>
      <p>
        Search <Link to="/find-job">Find Jobs</Link> for your category and note the hourly rates of
        posts that match your skills. Filter by minimum salary to see what the better-paid posts ask
        for. If your number from step 1 is well below the middle of the range, you are leaving money
        on the table.
      </p>
      <h2>Step 3: price the value, not the task</h2>
      <p>
        An assistant who handles an inbox saves a founder hours each week. One who also drafts
        replies, follows up on invoices and keeps the calendar clean saves far more. Describe that
        in your profile’s experience section, with numbers where you can: “cleared a 4,000-message
        backlog in two weeks” is worth more than “organised”.
      </p>
      <h2>Step 4: raise it on a schedule</h2>
      <p>
        Review your rate every six months, or each time you add a skill. For existing clients, give
        a month’s notice and explain what has improved. New clients simply start at the new rate.
      </p>
      <h2>Reviews are part of your price</h2>
      <p>
        Each good review on your profile makes the next employer more comfortable with a higher
        rate. Ask satisfied clients to leave one after the engagement; the{' '}
        <Link to="/profile-tips">profile tips</Link> explain how reviews show on your profile.
      </p>
    </>
  ),

  'writing-a-job-post-that-gets-great-applicants': (
    <>
      <p>
        The best assistants read many posts a day and apply to few. A clear post tells them in
        thirty seconds whether the job is for them, and good applicants reward that clarity.
      </p>
      <h2>Start with a specific title</h2>
      <p>
        “Virtual assistant” says little. “Inbox and calendar assistant for a two-person law firm, 10
        hours a week” says what the work is, for whom and how much of it.
      </p>
      <h2>Fill in the four headings</h2>
      <p>
        The editor on <Link to="/post-job">Post a Job</Link> starts with four headings. Use them:
      </p>
      <ul>
        <li>
          <strong>Responsibilities</strong>: three to six concrete tasks, the way you would describe
          them to a colleague.
        </li>
        <li>
          <strong>Requirements</strong>: the tools and skills that are truly required. Everything
          else is a bonus; say so.
        </li>
        <li>
          <strong>Terms</strong>: hours per week, the hours that must overlap with yours, how long
          the engagement is expected to last.
        </li>
        <li>
          <strong>Work experience</strong>: the level you need and, if it matters, the kind of
          business the person has worked for.
        </li>
      </ul>
      <h2>State an honest rate</h2>
      <p>
        Every post on TalentBridge shows its hourly rate. Posts with a realistic rate get fewer,
        better applications than posts that hope to negotiate down. If you are unsure, search{' '}
        <Link to="/find-job">Find Jobs</Link> for similar posts and compare.
      </p>
      <h2>Keep it fair and on the platform</h2>
      <p>
        Leave out contact details: applicants apply through TalentBridge, and you chat with the
        people you accept. Do not ask for a gender, an age or a nationality; ask for the skills and
        the availability the job needs. Posts are reviewed by a moderator before they go live, and
        posts that follow these rules go through without delay.
      </p>
      <h2>A template</h2>
      <p>
        <em>
          We are a small online shop selling handmade ceramics. We need an assistant for about 10
          hours a week to answer customer e-mails within one working day, update order statuses in
          Shopify and keep our FAQ current. You write clear, friendly English and have used a help
          desk tool before. Two hours a day must overlap with 9:00 to 17:00 London time. $12 per
          hour, for at least six months.
        </em>
      </p>
    </>
  ),

  'working-across-time-zones': (
    <>
      <p>
        Hiring across time zones is one of the great advantages of remote work: your business keeps
        moving while you sleep. It only works if the hand-offs are deliberate.
      </p>
      <h2>Agree on overlap hours</h2>
      <p>
        Two to three hours when both of you are online is enough for most teams. Use them for
        questions, decisions and anything that needs a conversation. Put the overlap in writing, in
        both time zones, and keep it stable.
      </p>
      <h2>Set your time zone on your profile</h2>
      <p>
        TalentBridge shows dates in the time zone of your account, and employers can filter{' '}
        <Link to="/find-talent">Find Talent</Link> by time zone. Keeping yours correct avoids the
        classic missed meeting.
      </p>
      <h2>Write updates that need no reply</h2>
      <p>A good end-of-day update answers three questions:</p>
      <ol>
        <li>What did I finish?</li>
        <li>What is in progress, and what will I do next?</li>
        <li>What do I need from you, and by when?</li>
      </ol>
      <p>
        The person waking up reads it with their coffee and can act at once, instead of waiting a
        day for an answer.
      </p>
      <h2>Decide what “urgent” means</h2>
      <p>
        List the few situations that justify a message outside working hours, such as a payment
        failure or a customer threatening to cancel, and how to send it. Everything else waits for
        the overlap.
      </p>
      <h2>Use one channel per kind of message</h2>
      <p>
        Keep day-to-day conversation in one place (on TalentBridge, the chat that opens when an
        application is accepted), documents in a shared folder and tasks in a task list. When
        everything has a home, nothing gets lost between two time zones.
      </p>
    </>
  ),
};
