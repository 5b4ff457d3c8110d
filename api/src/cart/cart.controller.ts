import { Controller, Delete, Get, HttpCode, Inject, Param, Put } from '@nestjs/common';
import { authorize, cartContract, type Actor } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { DATABASE } from '../app/tokens';
import { requireNotDeleted, visibleDrillFacts } from '../drills/drill-detail';
import { CurrentActor } from '../http/request-context';
import { Endpoint } from '../openapi/endpoint-registry';
import { CartStore } from './cart-store';

/** The plan cart: drills a signed-in user collects for their next practice plan. */
@Controller('api/cart')
export class CartController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CartStore) private readonly cart: CartStore,
  ) {}

  private signedIn(actor: Actor): NonNullable<Actor> {
    authorize(actor, { action: 'account.signedIn' });
    return actor!;
  }

  @Get()
  @Endpoint({
    summary: 'My plan cart',
    tags: ['cart'],
    access: 'signed-in',
    response: cartContract,
    responses: { 200: 'The drills in the cart', 401: 'Sign in first' },
  })
  async list(@CurrentActor() actor: Actor) {
    return { items: await this.cart.items(this.signedIn(actor)) };
  }

  @Put('drills/:id')
  @HttpCode(200)
  @Endpoint({
    summary: 'Add a drill to my plan cart',
    tags: ['cart'],
    access: 'signed-in',
    response: cartContract,
    responses: {
      200: 'The cart',
      401: 'Sign in first',
      403: 'Private drill',
      404: 'No such drill',
      409: 'Deleted drill, or the cart is full',
    },
  })
  async add(@CurrentActor() actor: Actor, @Param('id') drillId: string) {
    const user = this.signedIn(actor);
    const drill = await visibleDrillFacts(this.db, actor, drillId);
    authorize(actor, { action: 'content.engage', content: drill.access });
    requireNotDeleted(drill);
    await this.cart.add(user.userId, drillId);
    return { items: await this.cart.items(user) };
  }

  @Delete('drills/:id')
  @HttpCode(200)
  @Endpoint({
    summary: 'Take a drill out of my plan cart',
    tags: ['cart'],
    access: 'signed-in',
    response: cartContract,
    responses: { 200: 'The cart', 401: 'Sign in first' },
  })
  async remove(@CurrentActor() actor: Actor, @Param('id') drillId: string) {
    const user = this.signedIn(actor);
    await this.cart.remove(user.userId, drillId);
    return { items: await this.cart.items(user) };
  }

  @Delete()
  @HttpCode(200)
  @Endpoint({
    summary: 'Empty my plan cart',
    tags: ['cart'],
    access: 'signed-in',
    response: cartContract,
    responses: { 200: 'The empty cart', 401: 'Sign in first' },
  })
  async clear(@CurrentActor() actor: Actor) {
    const user = this.signedIn(actor);
    await this.cart.clear(user.userId);
    return { items: [] };
  }
}
