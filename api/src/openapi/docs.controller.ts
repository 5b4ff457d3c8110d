import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { buildOpenApiDocument } from './openapi-document';
import { Endpoint } from './endpoint-registry';

export const DOCUMENTED_CONTROLLERS = Symbol('DocumentedControllers');

@Controller('api')
export class DocsController {
  private document: unknown;

  constructor(@Inject(DOCUMENTED_CONTROLLERS) private readonly controllers: Type[]) {}

  @Get('docs')
  @Endpoint({ summary: 'This OpenAPI 3.1 document', tags: ['docs'] })
  docs() {
    this.document ??= buildOpenApiDocument(this.controllers, { title: 'Sideline API', version: '0.1.0' });
    return this.document;
  }
}
