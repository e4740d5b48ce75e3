import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { CommentLimit } from './comment-limit';
import { CommentVoteEntity } from './comment-vote.entity';
import { CommentEntity } from './comment.entity';
import { CommentsController } from './comments.controller';
import { CommentsResolver } from './comments.resolver';
import { CommentsSeeder } from './comments.seeder';
import { CommentsService } from './comments.service';
import { VotesService } from './votes.service';
import { CommentInsights } from './comment-insights';

@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity, CommentVoteEntity]), UsersModule],
  controllers: [CommentsController],
  providers: [CommentsService, VotesService, CommentLimit, CommentsResolver, CommentsSeeder, CommentInsights],
  exports: [CommentsService],
})
export class CommentsModule {}
