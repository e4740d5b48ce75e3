import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommentLimit } from './comment-limit';
import { CommentVoteEntity } from './comment-vote.entity';
import { CommentEntity } from './comment.entity';
import { CommentsController } from './comments.controller';
import { CommentsResolver } from './comments.resolver';
import { CommentsService } from './comments.service';
import { VotesService } from './votes.service';

@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity, CommentVoteEntity])],
  controllers: [CommentsController],
  providers: [CommentsService, VotesService, CommentLimit, CommentsResolver],
  exports: [CommentsService],
})
export class CommentsModule {}
