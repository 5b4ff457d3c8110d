import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import {
  calendarDateSchema,
  clockTimeSchema,
  createSeasonSchema,
  reorderSectionsSchema,
  schedulePracticeSchema,
  seasonCoverageContract,
  seasonListContract,
  seasonMarkerInputSchema,
  seasonSectionInputSchema,
  seasonShareLinkContract,
  seasonTimelineContract,
  shareLinkKindSchema,
  updateSeasonMarkerSchema,
  updateSeasonSchema,
  updateSeasonSectionSchema,
  validationError,
  type Actor,
} from '@sideline/domain';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { SeasonCommands } from './season-commands';
import { SeasonReads } from './season-reads';

const timeline = z.strictObject({ season: seasonTimelineContract });
const createPracticeSchema = z.object({
  date: calendarDateSchema,
  startTime: clockTimeSchema.optional(),
  durationMinutes: schedulePracticeSchema.shape.durationMinutes.optional(),
  name: z.string().trim().min(1).max(120).optional(),
});
const kindOf = (kind: string) => {
  const parsed = shareLinkKindSchema.safeParse(kind);
  if (!parsed.success)
    throw validationError('SEASON.LINK_KIND', 'The link is "view" or "calendar".', {
      kind: ['Choose view or calendar.'],
    });
  return parsed.data;
};
const RESPONSES = {
  401: 'Sign in first',
  403: 'Not a coach, admin or owner of the team',
  404: 'No such team or season (or not yours to see)',
} as const;
const EDIT = {
  ...RESPONSES,
  400: 'Invalid input (details per field), or a date outside the season',
  409: 'The team is archived',
} as const;

/** A team's seasons: the season, its sections and markers, its practices' places, share links and coverage. */
@Controller('api/teams/:teamId/seasons')
export class SeasonsController {
  constructor(
    @Inject(SeasonCommands) private readonly commands: SeasonCommands,
    @Inject(SeasonReads) private readonly reads: SeasonReads,
  ) {}

  @Get()
  @Endpoint({
    summary: "The team's seasons and which one is active (members)",
    tags: ['seasons'],
    access: 'signed-in',
    response: seasonListContract,
    responses: { 200: 'The seasons', ...RESPONSES },
  })
  list(@CurrentActor() actor: Actor, @Param('teamId') teamId: string) {
    return this.reads.list(actor, teamId);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a season (coaches, admins, owners); the first one becomes active, later ones with activate: true',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 201: 'Created', ...EDIT },
  })
  async create(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @ZodBody(createSeasonSchema) body: z.output<typeof createSeasonSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.create(actor, teamId, body, ctx) };
  }

  @Get('active')
  @Endpoint({
    summary: "The team's active season: members see published practices and what is shown to them",
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'The season', ...RESPONSES, 404: 'No such team, or SEASON.NONE_ACTIVE' },
  })
  async active(@CurrentActor() actor: Actor, @Param('teamId') teamId: string) {
    return { season: await this.reads.active(actor, teamId) };
  }

  @Get(':seasonId')
  @Endpoint({
    summary: 'One season: sections, markers, practices (members: published ones and what is shown to them)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'The season', ...RESPONSES },
  })
  async one(@CurrentActor() actor: Actor, @Param('teamId') teamId: string, @Param('seasonId') seasonId: string) {
    return { season: await this.reads.timeline(actor, teamId, seasonId) };
  }

  @Patch(':seasonId')
  @Endpoint({
    summary:
      'Change the name, dates or template plan; dates that would leave a section, marker or practice outside are refused',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Changed', ...EDIT },
  })
  async edit(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @ZodBody(updateSeasonSchema) body: z.output<typeof updateSeasonSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.edit(actor, teamId, seasonId, body, ctx) };
  }

  @Post(':seasonId/activate')
  @HttpCode(200)
  @Endpoint({
    summary: "Make this the team's active season (the one active before stops being it)",
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Active', ...EDIT },
  })
  async activate(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.activate(actor, teamId, seasonId, ctx) };
  }

  @Post(':seasonId/sections')
  @HttpCode(201)
  @Endpoint({
    summary: 'Add a section (a named date range inside the season)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 201: 'Added', ...EDIT },
  })
  async addSection(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @ZodBody(seasonSectionInputSchema) body: z.output<typeof seasonSectionInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.addSection(actor, teamId, seasonId, body, ctx) };
  }

  @Put(':seasonId/sections/order')
  @Endpoint({
    summary: 'Put the sections in a new order (every section once)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Reordered', ...EDIT },
  })
  async reorder(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @ZodBody(reorderSectionsSchema) body: z.output<typeof reorderSectionsSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.reorderSections(actor, teamId, seasonId, body.sectionIds, ctx) };
  }

  @Patch(':seasonId/sections/:sectionId')
  @Endpoint({
    summary: 'Change a section',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Changed', ...EDIT },
  })
  async editSection(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('sectionId') sectionId: string,
    @ZodBody(updateSeasonSectionSchema) body: z.output<typeof updateSeasonSectionSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.editSection(actor, teamId, seasonId, sectionId, body, ctx) };
  }

  @Delete(':seasonId/sections/:sectionId')
  @Endpoint({
    summary: 'Remove a section',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Removed', ...EDIT },
  })
  async removeSection(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('sectionId') sectionId: string,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.removeSection(actor, teamId, seasonId, sectionId, ctx) };
  }

  @Post(':seasonId/markers')
  @HttpCode(201)
  @Endpoint({
    summary: 'Add a marker (game, tournament, scrimmage, break, deadline, custom)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 201: 'Added', ...EDIT },
  })
  async addMarker(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @ZodBody(seasonMarkerInputSchema) body: z.output<typeof seasonMarkerInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.addMarker(actor, teamId, seasonId, body, ctx) };
  }

  @Patch(':seasonId/markers/:markerId')
  @Endpoint({
    summary: 'Change a marker',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Changed', ...EDIT },
  })
  async editMarker(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('markerId') markerId: string,
    @ZodBody(updateSeasonMarkerSchema) body: z.output<typeof updateSeasonMarkerSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.editMarker(actor, teamId, seasonId, markerId, body, ctx) };
  }

  @Delete(':seasonId/markers/:markerId')
  @Endpoint({
    summary: 'Remove a marker',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Removed', ...EDIT },
  })
  async removeMarker(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('markerId') markerId: string,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.removeMarker(actor, teamId, seasonId, markerId, ctx) };
  }

  @Post(':seasonId/share-links/:kind/rotate')
  @HttpCode(201)
  @Endpoint({
    summary:
      'A new public view (view) or calendar feed (calendar) link; the old one stops working. The URL is shown only now (owners, admins)',
    tags: ['seasons'],
    access: 'signed-in',
    response: seasonShareLinkContract,
    responses: { 201: 'The new link', ...EDIT, 403: 'Not an owner or admin of the team' },
  })
  rotate(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('kind') kind: string,
    @Command() ctx: CommandContext,
  ) {
    return this.commands.rotateShareLink(actor, teamId, seasonId, kindOf(kind), ctx);
  }

  @Get(':seasonId/coverage')
  @Endpoint({
    summary: 'Planned minutes per skill, position group and season section across the practices you can see',
    tags: ['seasons'],
    access: 'signed-in',
    response: seasonCoverageContract,
    responses: { 200: 'Coverage', ...RESPONSES },
  })
  coverage(@CurrentActor() actor: Actor, @Param('teamId') teamId: string, @Param('seasonId') seasonId: string) {
    return this.reads.coverage(actor, teamId, seasonId);
  }

  @Post(':seasonId/practices')
  @HttpCode(201)
  @Endpoint({
    summary: "A new draft practice on a day of the season (the team's start time and length unless given)",
    tags: ['seasons'],
    access: 'signed-in',
    response: z.strictObject({ planId: z.string(), season: seasonTimelineContract }),
    responses: { 201: 'Created', ...EDIT },
  })
  createPractice(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @ZodBody(createPracticeSchema) body: z.output<typeof createPracticeSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.commands.createPractice(actor, teamId, seasonId, body, ctx);
  }

  @Put(':seasonId/practices/:planId')
  @Endpoint({
    summary: 'Put a team plan on the season calendar, or move it (day, start time, length)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Scheduled', ...EDIT },
  })
  async schedule(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('planId') planId: string,
    @ZodBody(schedulePracticeSchema) body: z.output<typeof schedulePracticeSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.schedulePractice(actor, teamId, seasonId, planId, body, ctx) };
  }

  @Delete(':seasonId/practices/:planId')
  @Endpoint({
    summary: 'Take a practice off the season calendar (the plan stays)',
    tags: ['seasons'],
    access: 'signed-in',
    response: timeline,
    responses: { 200: 'Taken off', ...EDIT },
  })
  async unschedule(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @Param('seasonId') seasonId: string,
    @Param('planId') planId: string,
    @Command() ctx: CommandContext,
  ) {
    return { season: await this.commands.unschedulePractice(actor, teamId, seasonId, planId, ctx) };
  }
}
