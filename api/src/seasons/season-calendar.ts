import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { SeasonTimeline } from '@sideline/domain';
import ical, { ICalEventStatus } from 'ical-generator';

const MARKER_PREFIX = {
  game: '🏟️',
  tournament: '🏆',
  scrimmage: '🤝',
  break: '🏖️',
  deadline: '⏰',
  custom: '📍',
} as const;

/**
 * The domain of every UID: PUBLIC_URL's host name, never the request's Host, so a calendar subscribed through two names
 * of the same server (an IP and a name, old and new domain) still sees one event per practice.
 */
export const calendarUidDomain = (publicUrl: string) => new URL(publicUrl).hostname || 'sideline';

/**
 * "YYYY-MM-DDTHH:MM:00" for a local wall-clock time `minutes` after `date` `time` (no zone: the event's TZID says it).
 */
function wallClock(date: string, time: string, minutes = 0): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const at = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), h, m + minutes),
  );
  return at.toISOString().slice(0, 19);
}

const nextDay = (date: string) => wallClock(date, '00:00', 24 * 60).slice(0, 10);

/**
 * The season as iCalendar: practices as timed events in the team's zone (with its VTIMEZONE), so a 17:30 practice is
 * at 17:30 local on both sides of a daylight-saving change; markers as all-day events (or timed, when they have a
 * time); drafts (only in a staff member's feed) marked TENTATIVE. UIDs are the plan's and the marker's ids at the
 * server's one domain (`uidDomain`), so a calendar app updates an event instead of adding it twice.
 */
export function seasonCalendar(
  timeline: Pick<SeasonTimeline, 'season' | 'team' | 'markers' | 'practices'>,
  uidDomain: string,
): string {
  const zone = timeline.team.timeZone;
  const calendar = ical({
    name: `${timeline.team.name} — ${timeline.season.name}`,
    prodId: { company: 'Sideline', product: 'season', language: 'EN' },
    timezone: { name: zone, generator: getVtimezoneComponent },
  });
  for (const practice of timeline.practices) {
    calendar.createEvent({
      id: `practice-${practice.planId}@${uidDomain}`,
      start: wallClock(practice.date, practice.startTime),
      end: wallClock(practice.date, practice.startTime, practice.durationMinutes),
      timezone: zone,
      summary: practice.published ? practice.name : `${practice.name} (draft)`,
      status: practice.published ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  for (const marker of timeline.markers) {
    const summary = `${MARKER_PREFIX[marker.type]} ${marker.title}`;
    const base = { id: `marker-${marker.id}@${uidDomain}`, summary, description: marker.notes || null };
    if (marker.time) {
      const minutes = marker.durationMinutes ?? 60;
      calendar.createEvent({
        ...base,
        start: wallClock(marker.startDate, marker.time),
        end: wallClock(marker.endDate, marker.time, minutes),
        timezone: zone,
      });
    } else {
      calendar.createEvent({ ...base, start: marker.startDate, end: nextDay(marker.endDate), allDay: true });
    }
  }
  return calendar.toString();
}
