import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** One user's like (true) or dislike (false) of one comment; the primary key makes it one per pair. */
@Entity({ name: 'comment_votes' })
@Index('comment_votes_comment_idx', ['commentId'])
export class CommentVoteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ name: 'comment_id', type: 'int' })
  commentId: number;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'comment_votes_user_id_fkey' })
  user: unknown;

  @ManyToOne('CommentEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id', foreignKeyConstraintName: 'comment_votes_comment_id_fkey' })
  comment: unknown;

  @Column({ type: 'boolean' })
  liked: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
