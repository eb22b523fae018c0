import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientFactsQuery } from './client-facts.query';
import { ClientListRepository } from './client-list.repository';
import { ClientNoteEntity } from './client-note.entity';
import { ClientEntity } from './client.entity';
import { ClientNotesRepository } from './client-notes.repository';
import { ClientNotesService } from './client-notes.service';
import { ClientsController } from './clients.controller';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';

@Module({
  imports: [TypeOrmModule.forFeature([ClientEntity, ClientNoteEntity])],
  controllers: [ClientsController],
  providers: [ClientsService, ClientsRepository, ClientListRepository, ClientNotesService, ClientNotesRepository, ClientFactsQuery],
  exports: [ClientFactsQuery, ClientsService],
})
export class ClientsModule {}
