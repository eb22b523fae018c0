import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INVENTORY_MESSAGES, type Category, type CategoryInput, type CategoryList, type CategoryListQuery } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isStillReferenced, isUniqueViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { CategoriesRepository } from './categories.repository';

@Injectable()
export class CategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CategoriesRepository,
  ) {}

  list(query: CategoryListQuery): Promise<CategoryList> {
    return this.repository.list(query);
  }

  async get(categoryId: number, manager?: EntityManager): Promise<Category> {
    const category = await this.repository.findById(categoryId, manager);
    if (!category) throw categoryNotFound();
    return category;
  }

  create(input: CategoryInput): Promise<Category> {
    return this.dataSource.transaction(async (manager) => {
      try {
        return await this.get(await this.repository.insert(manager, input), manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  update(categoryId: number, input: CategoryInput): Promise<Category> {
    return this.dataSource.transaction(async (manager) => {
      try {
        if (!(await this.repository.update(manager, categoryId, input))) throw categoryNotFound();
        return await this.get(categoryId, manager);
      } catch (error) {
        throw translateNameTaken(error);
      }
    });
  }

  /** Refused while an item (not deleted) is in it; the lock keeps an item from joining between the count and the delete. */
  async remove(categoryId: number): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, categoryId))) throw categoryNotFound();
        const items = await this.repository.countItems(manager, categoryId);
        if (items > 0) throw new DomainError('IN_USE', INVENTORY_MESSAGES.categoryInUse(items));
        await this.repository.releaseDeletedItems(manager, categoryId);
        await this.repository.delete(manager, categoryId);
      });
    } catch (error) {
      // An item put in it at the same moment (the foreign key's lock): say so as the count would.
      if (isStillReferenced(error)) throw new DomainError('IN_USE', INVENTORY_MESSAGES.categoryInUse(1));
      throw error;
    }
  }
}

export const categoryNotFound = () => new DomainError('NOT_FOUND', INVENTORY_MESSAGES.categoryNotFound);

function translateNameTaken(error: unknown): unknown {
  if (isUniqueViolation(error, 'uq_product_categories_salon_name_lower')) {
    return new DomainError('CATEGORY_NAME_TAKEN', INVENTORY_MESSAGES.categoryNameTaken, { fieldErrors: { name: [INVENTORY_MESSAGES.categoryNameTaken] } });
  }
  return error;
}
