import { diagramVersionContract } from '@sideline/domain';
import { FORMATION_DIAGRAM } from '../documents/document-log';
import { documentVersionsController } from '../documents/document-versions.controller';
import { FormationCommands } from './formation-commands';
import { readableFormationFacts } from './formation-detail';

/** The diagram's history: every stored version, the diagram at one of them (the slider), and restoring one. */
export const FormationVersionsController = documentVersionsController({
  path: 'api/formations',
  tag: 'formations',
  noun: 'formation',
  document: { short: 'diagram', long: 'this formation’s diagram' },
  log: FORMATION_DIAGRAM,
  versionContract: diagramVersionContract,
  notFoundCode: 'FORMATION.VERSION_NOT_FOUND',
  assertReadable: readableFormationFacts,
  commands: FormationCommands,
  restore: (commands, actor, id, version, ctx) => commands.restoreDiagramVersion(actor, id, version, ctx),
});
