import {
  formationInputSchema,
  type FormationContent,
  type FormationEvent,
  type FormationInput,
  type VoteEvent,
  type Visibility,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { testMetadata } from '@sideline/eventstore/testing/test-events';

/** Recorded formation and vote events for projection tests: the projection sees exactly what the log would hand it. */
let position = 0n;
export function recorded(
  streamId: string,
  streamVersion: number,
  event: FormationEvent | VoteEvent,
  at = new Date(),
): RecordedEvent {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId,
    streamType: streamId.startsWith('vote-') ? 'vote' : 'formation',
    streamVersion,
    eventId: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: testMetadata({ at: at.toISOString(), actorId: 'ann' }),
    recordedAt: at,
  };
}

export function formationContent(input: Partial<FormationInput> = {}): FormationContent {
  const {
    visibility: _v,
    editableByOthers: _e,
    ...content
  } = formationInputSchema.parse({ sport: 'quadball', name: 'Diamond zone', ...input });
  return content;
}

export function createdEvent(
  formationId: string,
  options: {
    ownerId?: string;
    visibility?: Visibility;
    content?: Partial<FormationInput>;
    at?: Date;
    duplicatedFrom?: string | null;
  } = {},
): RecordedEvent {
  return recorded(
    `formation-${formationId}`,
    1,
    {
      type: 'FormationCreated',
      data: {
        formationId,
        ownerId: options.ownerId ?? 'ann',
        content: formationContent(options.content),
        visibility: options.visibility ?? 'public',
        editableByOthers: false,
        duplicatedFrom: options.duplicatedFrom ?? null,
      },
    },
    options.at,
  );
}
