import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from './typeorm-options';

/** The data source the TypeORM CLI uses (`npm run migration:*`). */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required for the migration commands');

export default new DataSource(typeOrmOptions(url));
