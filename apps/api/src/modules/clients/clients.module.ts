import { Module } from '@nestjs/common';
import { ClientNotesService } from './client-notes.service';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

@Module({
  controllers: [ClientsController],
  providers: [ClientsService, ClientNotesService],
  exports: [ClientsService],
})
export class ClientsModule {}
